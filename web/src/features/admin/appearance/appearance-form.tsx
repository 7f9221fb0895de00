import { useEffect, useState, type CSSProperties, type FormEvent } from "react";
import type { AdminAppearanceQuery, AdminLookFragment } from "../../../gql/admin/graphql";
import { UnsavedChangesGuard } from "../shared/unsaved-changes-guard";
import type { FieldErrors } from "../shared/use-form-mutation";
import { useT, type AdminMessageId } from "../../../i18n/admin";
import "../../../lib/ui/form.css";
import "./appearance.css";

type Look = Omit<AdminLookFragment, "__typename">;
type Font = AdminAppearanceQuery["appearanceFonts"][number];
type Theme = "light" | "dark";
type ColourField = `${Theme}${"Accent" | "Background" | "Text"}`;

/** The fields the server may refuse by name: a refusal is shown under its field. */
export const LOOK_FIELDS = ["lightAccent", "lightBackground", "lightText", "darkAccent", "darkBackground", "darkText", "readingWidth", "headingFont", "bodyFont"] as const;

/** The reader's own fonts: what "system" stands for (web/src/app/global.css's --font-system). */
export const SYSTEM_FONT = "system";
const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif';

const FONT_FIELDS: readonly { field: "headingFont" | "bodyFont"; label: AdminMessageId }[] = [
  { field: "headingFont", label: "admin.appearance.headingFont" },
  { field: "bodyFont", label: "admin.appearance.bodyFont" },
];

/** The server's bounds for the reading column (modules/appearance/appearance.service.ts). */
const READING_WIDTH = { min: 560, max: 1200 };

const THEMES: readonly { theme: Theme; legend: AdminMessageId }[] = [
  { theme: "light", legend: "admin.appearance.light" },
  { theme: "dark", legend: "admin.appearance.dark" },
];

const COLOURS: readonly { part: "Accent" | "Background" | "Text"; label: AdminMessageId }[] = [
  { part: "Background", label: "admin.appearance.background" },
  { part: "Text", label: "admin.appearance.text" },
  { part: "Accent", label: "admin.appearance.accent" },
];

const lookOf = (look: AdminLookFragment): Look => ({
  lightAccent: look.lightAccent,
  lightBackground: look.lightBackground,
  lightText: look.lightText,
  darkAccent: look.darkAccent,
  darkBackground: look.darkBackground,
  darkText: look.darkText,
  readingWidth: look.readingWidth,
  headingFont: look.headingFont,
  bodyFont: look.bodyFont,
});

/** The fonts already added to the page for previews, by id. */
const previewed = new Set<string>();

/**
 * A font as the preview draws it: the first time it is picked it is added to the page (from this site, as
 * visitors will get it), and its stack answered at once; the preview redraws by itself when it arrives.
 */
function previewFamily(id: string, fonts: readonly Font[]): string {
  const font = fonts.find((candidate) => candidate.id === id);
  if (!font) return SYSTEM_STACK;
  if (!previewed.has(font.id)) {
    previewed.add(font.id);
    const face = new FontFace(font.name, `url(${font.url}) format("woff2")`, { weight: "100 900", display: "swap" });
    document.fonts.add(face);
    void face.load().catch(() => previewed.delete(font.id));
  }
  return `"${font.name}", ${SYSTEM_STACK}`;
}

interface AppearanceFormProps {
  saved: AdminLookFragment;
  /** The fonts the server serves, besides the system's. */
  fonts: readonly Font[];
  canRestore: boolean;
  busy: boolean;
  errors: FieldErrors<(typeof LOOK_FIELDS)[number]>;
  /** Saves; answers whether it was saved. */
  onSave(look: Look): Promise<boolean>;
  onRestore(): void;
}

/**
 * The look's fields and, beside them, a preview of each theme drawn with the colours as they are picked:
 * nothing reaches visitors until it is saved, and the server checks the text's contrast when it is.
 */
export function AppearanceForm({ saved, fonts, canRestore, busy, errors, onSave, onRestore }: AppearanceFormProps) {
  const t = useT();
  const [look, setLook] = useState<Look>(() => lookOf(saved));
  const changed = JSON.stringify(look) !== JSON.stringify(lookOf(saved));
  const set = (field: keyof Look, value: string | number) => setLook((was) => ({ ...was, [field]: value }));

  useEffect(() => {
    const refused = LOOK_FIELDS.find((field) => errors[field]);
    if (refused) document.getElementById(`appearance-${refused}`)?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(look);
  };

  const fieldError = (field: (typeof LOOK_FIELDS)[number]) =>
    errors[field] && (
      <p className="form-field-error" id={`appearance-${field}-error`} role="alert">
        {errors[field]}
      </p>
    );

  return (
    <form className="appearance-form" onSubmit={submit} noValidate>
      <UnsavedChangesGuard when={changed && !busy} what={t("admin.appearance.what")} />
      <div className="appearance-themes">
        {THEMES.map(({ theme, legend }) => (
          <fieldset key={theme} className="appearance-theme">
            <legend>{t(legend)}</legend>
            {COLOURS.map(({ part, label }) => {
              const field: ColourField = `${theme}${part}`;
              return (
                <div key={field} className={`form-field appearance-colour${errors[field] ? " form-field-invalid" : ""}`}>
                  <label htmlFor={`appearance-${field}`}>{t(label)}</label>
                  <input
                    id={`appearance-${field}`}
                    type="color"
                    value={look[field]}
                    onChange={(event) => set(field, event.target.value)}
                    aria-invalid={errors[field] ? true : undefined}
                    aria-describedby={errors[field] ? `appearance-${field}-error` : undefined}
                  />
                  <output htmlFor={`appearance-${field}`}>
                    <code>{look[field]}</code>
                  </output>
                  {fieldError(field)}
                </div>
              );
            })}
            <ThemePreview look={look} theme={theme} fonts={fonts} />
          </fieldset>
        ))}
      </div>
      <div className={`form-field appearance-width${errors.readingWidth ? " form-field-invalid" : ""}`}>
        <label htmlFor="appearance-readingWidth">{t("admin.appearance.readingWidth")}</label>
        <input
          id="appearance-readingWidth"
          type="number"
          min={READING_WIDTH.min}
          max={READING_WIDTH.max}
          step={10}
          value={look.readingWidth}
          onChange={(event) => set("readingWidth", event.target.valueAsNumber)}
          aria-invalid={errors.readingWidth ? true : undefined}
          aria-describedby="appearance-readingWidth-hint"
        />
        <span className="form-field-hint" id="appearance-readingWidth-hint">
          {t("admin.appearance.readingWidthHint", READING_WIDTH)}
        </span>
        {fieldError("readingWidth")}
      </div>
      <fieldset className="appearance-fonts">
        <legend>{t("admin.appearance.fonts")}</legend>
        {FONT_FIELDS.map(({ field, label }) => (
          <div key={field} className={`form-field${errors[field] ? " form-field-invalid" : ""}`}>
            <label htmlFor={`appearance-${field}`}>{t(label)}</label>
            <select
              id={`appearance-${field}`}
              value={look[field]}
              onChange={(event) => set(field, event.target.value)}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `appearance-${field}-error` : undefined}
            >
              <option value={SYSTEM_FONT}>{t("admin.appearance.systemFont")}</option>
              {fonts.map((font) => (
                <option key={font.id} value={font.id}>
                  {font.name}
                </option>
              ))}
            </select>
            {fieldError(field)}
          </div>
        ))}
        <p className="form-field-hint">{t("admin.appearance.fontsHint")}</p>
      </fieldset>
      <div className="appearance-actions">
        <button type="submit" className="button" disabled={busy}>
          {t("admin.appearance.save")}
        </button>
        <button type="button" className="button-plain" disabled={busy || !canRestore} onClick={onRestore}>
          {t("admin.appearance.restore")}
        </button>
      </div>
    </form>
  );
}

/** One theme as visitors would see it: its background, a heading and text in its text colour and fonts, a link in its accent. */
function ThemePreview({ look, theme, fonts }: { look: Look; theme: Theme; fonts: readonly Font[] }) {
  const t = useT();
  const style: CSSProperties = { background: look[`${theme}Background`], color: look[`${theme}Text`], fontFamily: previewFamily(look.bodyFont, fonts) };
  return (
    <figure className="appearance-preview" style={style} data-testid={`appearance-preview-${theme}`}>
      <figcaption className="visually-hidden">{t("admin.appearance.preview")}</figcaption>
      <p className="appearance-preview-heading" style={{ fontFamily: previewFamily(look.headingFont, fonts) }}>
        {t("admin.appearance.previewHeading")}
      </p>
      <p>{t("admin.appearance.previewText")}</p>
      <p style={{ color: look[`${theme}Accent`], textDecoration: "underline" }}>{t("admin.appearance.previewLink")}</p>
    </figure>
  );
}
