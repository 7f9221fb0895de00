import { useState, type FormEvent } from "react";
import { useQuery } from "@apollo/client/react";
import {
  AdminBlockFederationActorDocument,
  AdminBlockFederationServerDocument,
  AdminDeleteFederationBlockDocument,
  AdminFediverseDocument,
  AdminFediverseFollowersDocument,
  AdminUpdateFederationSettingsDocument,
  type AdminFediverseFollowersQuery,
  type AdminFediverseQuery,
} from "../../../gql/admin/graphql";
import { ADMIN_CONTEXT } from "../../../lib/apollo";
import { useToast } from "../../../lib/toast";
import { useConfirm } from "../../../lib/ui/confirm-dialog";
import { Paginator } from "../../../lib/ui/paginator";
import { Switch } from "../../../lib/ui/switch";
import "../../../lib/ui/form.css";
import { useFormat, useT } from "../../../i18n/admin";
import { useFailureToast } from "../shared/use-failure-toast";
import { useFormMutation } from "../shared/use-form-mutation";
import { useSave } from "../shared/use-save";
import { AdminPage } from "../shell/admin-page";
import "./fediverse-page.css";

const PAGE_SIZE = 20;

type Settings = AdminFediverseQuery["federationSettings"];
type Follower = AdminFediverseFollowersQuery["federationFollowers"]["items"][number];

/**
 * The fediverse (/admin/fediverse), for administrators: the blog's handle and how to follow it, its two
 * switches and its username, the followers by server, what the fediverse did with each article, and blocks.
 */
export function FediversePage() {
  const t = useT();
  const [page, setPage] = useState(1);
  const [server, setServer] = useState("");
  const main = useQuery(AdminFediverseDocument, { context: ADMIN_CONTEXT, fetchPolicy: "cache-and-network" });
  const list = useQuery(AdminFediverseFollowersDocument, {
    variables: { offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE, server: server || undefined },
    context: ADMIN_CONTEXT,
    fetchPolicy: "cache-and-network",
  });
  useFailureToast(main.error ?? list.error);
  const data = main.data ?? main.previousData;
  const followers = list.data ?? list.previousData;
  const reload = () => Promise.all([main.refetch(), list.refetch()]);
  const followerTotal = data?.federationFollowerServers.reduce((sum, entry) => sum + entry.followers, 0) ?? 0;

  return (
    <AdminPage title={t("admin.nav.fediverse")} busy={main.loading || list.loading} failed={!data && main.error ? { error: main.error, retry: main.refetch } : undefined}>
      {data && (
        <>
          <ActorSection settings={data.federationSettings} followerTotal={followerTotal} reload={reload} />
          <FollowersSection
            followers={followers?.federationFollowers.items ?? []}
            total={followers?.federationFollowers.total ?? 0}
            loaded={Boolean(followers)}
            servers={data.federationFollowerServers}
            server={server}
            onServer={(host) => {
              setServer(host);
              setPage(1);
            }}
            page={page}
            onPage={setPage}
            busy={list.loading}
            reload={reload}
          />
          <ReactionsSection rows={data.federationArticleReactions} />
          <BlocksSection blocks={data.federationBlocks} reload={reload} />
        </>
      )}
    </AdminPage>
  );
}

/** The handle and how to follow it, the two switches, and the username while it may still change. */
function ActorSection({ settings, followerTotal, reload }: { settings: Settings; followerTotal: number; reload: () => Promise<unknown> }) {
  const t = useT();
  const { save } = useSave(reload);
  // A switch shows its new position at once and returns to the saved one if the server refuses.
  const [pending, setPending] = useState<{ enabled?: boolean; sendNotes?: boolean }>({});
  const flip = async (field: "enabled" | "sendNotes", value: boolean) => {
    setPending((was) => ({ ...was, [field]: value }));
    const words =
      field === "enabled"
        ? { failure: t(value ? "admin.fediverse.enableFailed" : "admin.fediverse.disableFailed"), done: t(value ? "admin.fediverse.enabled" : "admin.fediverse.disabled") }
        : { failure: t(value ? "admin.fediverse.notesOnFailed" : "admin.fediverse.notesOffFailed"), done: t(value ? "admin.fediverse.notesOn" : "admin.fediverse.notesOff") };
    await save(AdminUpdateFederationSettingsDocument, { [field]: value }, words);
    setPending((was) => ({ ...was, [field]: undefined }));
  };
  const enabled = pending.enabled ?? settings.enabled;
  const sendNotes = pending.sendNotes ?? settings.sendNotes;

  return (
    <section className="fediverse-section" aria-labelledby="fediverse-actor-heading">
      <h3 id="fediverse-actor-heading">{t("admin.fediverse.actor.heading")}</h3>
      <p className="fediverse-handle">
        <code>{settings.handle}</code>
      </p>
      <p className="fediverse-hint">{t("admin.fediverse.actor.howToFollow")}</p>
      <p className="fediverse-hint">
        {t("admin.fediverse.actor.orAddress")} <code className="fediverse-url">{settings.actorUrl}</code>
      </p>
      <div className="fediverse-switches">
        <div className="fediverse-switch">
          <Switch checked={enabled} label={t("admin.fediverse.enabledLabel")} onChange={(value) => void flip("enabled", value)} />
          <div>
            <strong>{t("admin.fediverse.enabledLabel")}</strong>
            <p className="fediverse-hint">{t("admin.fediverse.enabledHint")}</p>
          </div>
        </div>
        <div className="fediverse-switch">
          <Switch checked={sendNotes} label={t("admin.fediverse.notesLabel")} onChange={(value) => void flip("sendNotes", value)} />
          <div>
            <strong>{t("admin.fediverse.notesLabel")}</strong>
            <p className="fediverse-hint">{t("admin.fediverse.notesHint")}</p>
          </div>
        </div>
      </div>
      <UsernameForm key={settings.username} username={settings.username} followerTotal={followerTotal} reload={reload} />
    </section>
  );
}

const USERNAME_FIELD = ["username"] as const;

function UsernameForm({ username, followerTotal, reload }: { username: string; followerTotal: number; reload: () => Promise<unknown> }) {
  const t = useT();
  const toast = useToast();
  const { run, busy, errors } = useFormMutation(USERNAME_FIELD);
  const [typed, setTyped] = useState(username);
  const followed = followerTotal > 0;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await run(AdminUpdateFederationSettingsDocument, { username: typed.trim() });
    if (!saved) return;
    toast(t("admin.fediverse.username.saved", { handle: saved.updateFederationSettings.handle }), "success");
    await reload().catch(() => undefined);
  };
  return (
    // The server checks the name, so that a refusal reads in the page's language rather than the browser's.
    <form className="fediverse-form" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor="fediverse-username">{t("admin.fediverse.username.label")}</label>
      <input
        id="fediverse-username"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        maxLength={30}
        autoCapitalize="none"
        spellCheck={false}
        disabled={followed}
        aria-invalid={errors.username ? true : undefined}
        aria-describedby={errors.username ? "fediverse-username-hint fediverse-username-error" : "fediverse-username-hint"}
      />
      {!followed && (
        <button type="submit" className="button" disabled={busy || typed.trim() === username}>
          {t("admin.fediverse.username.save")}
        </button>
      )}
      <p className="fediverse-hint" id="fediverse-username-hint">
        {followed ? t("admin.fediverse.username.locked", { count: followerTotal }) : t("admin.fediverse.username.hint")}
      </p>
      {errors.username && (
        <p className="form-field-error" id="fediverse-username-error" role="alert">
          {errors.username}
        </p>
      )}
    </form>
  );
}

interface FollowersProps {
  followers: readonly Follower[];
  total: number;
  loaded: boolean;
  servers: AdminFediverseQuery["federationFollowerServers"];
  server: string;
  onServer(host: string): void;
  page: number;
  onPage(page: number): void;
  busy: boolean;
  reload: () => Promise<unknown>;
}

/** The followers, newest first, by server if asked, each with a way to block it or its whole server. */
function FollowersSection({ followers, total, loaded, servers, server, onServer, page, onPage, busy, reload }: FollowersProps) {
  const t = useT();
  const format = useFormat();
  const { save, saving } = useSave(reload);
  const { confirm, confirmDialog } = useConfirm();
  const all = servers.reduce((sum, entry) => sum + entry.followers, 0);
  const account = (row: Follower) => (row.handle ? `@${row.handle}` : row.actorUri);

  const blockServer = async (host: string) => {
    if (!(await confirm({ title: t("admin.fediverse.blockServerTitle", { host }), message: t("admin.fediverse.blockServerMessage", { host }), confirmLabel: t("admin.fediverse.block") }))) return;
    if (await save(AdminBlockFederationServerDocument, { host }, { failure: t("admin.fediverse.blockFailed"), done: t("admin.fediverse.blocked", { name: host }) })) onServer("");
  };
  const blockActor = async (row: Follower) => {
    const name = account(row);
    if (!(await confirm({ title: t("admin.fediverse.blockActorTitle", { name }), message: t("admin.fediverse.blockActorMessage", { name }), confirmLabel: t("admin.fediverse.block") }))) return;
    await save(AdminBlockFederationActorDocument, { actor: row.actorUri }, { failure: t("admin.fediverse.blockFailed"), done: t("admin.fediverse.blocked", { name }) });
  };

  return (
    <section className="fediverse-section fediverse-wide" aria-labelledby="fediverse-followers-heading">
      <h3 id="fediverse-followers-heading">{t("admin.fediverse.followers.heading", { count: all })}</h3>
      {servers.length > 0 && (
        <form className="fediverse-filters" role="search" aria-label={t("admin.fediverse.followers.filterLabel")} onSubmit={(event) => event.preventDefault()}>
          <label>
            {t("admin.fediverse.followers.server")}
            <select value={server} onChange={(event) => onServer(event.target.value)}>
              <option value="">{t("admin.fediverse.followers.anyServer", { count: all })}</option>
              {servers.map((entry) => (
                <option key={entry.host} value={entry.host}>
                  {t("admin.fediverse.followers.serverOption", { host: entry.host, count: entry.followers })}
                </option>
              ))}
            </select>
          </label>
        </form>
      )}
      {followers.length > 0 && (
        <div className="table-scroll">
          <table className="admin-table fediverse-table">
            <caption className="visually-hidden">{t("admin.fediverse.followers.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.fediverse.followers.account")}</th>
                <th scope="col">{t("admin.fediverse.followers.name")}</th>
                <th scope="col">{t("admin.fediverse.followers.server")}</th>
                <th scope="col">{t("admin.fediverse.followers.since")}</th>
                <th scope="col">
                  <span className="visually-hidden">{t("admin.fediverse.followers.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {followers.map((row) => (
                <tr key={row.id}>
                  <td className="fediverse-account">
                    <a href={row.actorUri} rel="noopener noreferrer nofollow" target="_blank">
                      {account(row)}
                    </a>
                  </td>
                  <td>{row.name || "—"}</td>
                  <td className="fediverse-account">{row.host}</td>
                  <td>
                    <time dateTime={row.createTime}>{format.dateTime(row.createTime)}</time>
                  </td>
                  <td className="fediverse-actions">
                    <button type="button" className="button-plain" disabled={saving} aria-label={t("admin.fediverse.blockActorOf", { name: account(row) })} onClick={() => void blockActor(row)}>
                      {t("admin.fediverse.block")}
                    </button>
                    <button type="button" className="button-plain" disabled={saving} aria-label={t("admin.fediverse.blockServerOf", { host: row.host })} onClick={() => void blockServer(row.host)}>
                      {t("admin.fediverse.blockServer")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loaded && followers.length === 0 && <p className="table-empty">{t(server ? "admin.fediverse.followers.emptyServer" : "admin.fediverse.followers.empty")}</p>}
      <Paginator total={total} page={page} pageSize={PAGE_SIZE} onPage={onPage} disabled={busy} />
      {confirmDialog}
    </section>
  );
}

/** Likes, reposts and replies from the fediverse, per published article that has any. */
function ReactionsSection({ rows }: { rows: AdminFediverseQuery["federationArticleReactions"] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section className="fediverse-section fediverse-wide" aria-labelledby="fediverse-reactions-heading">
      <h3 id="fediverse-reactions-heading">{t("admin.fediverse.reactions.heading")}</h3>
      {rows.length === 0 ? (
        <p className="fediverse-hint">{t("admin.fediverse.reactions.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="admin-table fediverse-table">
            <caption className="visually-hidden">{t("admin.fediverse.reactions.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("admin.fediverse.reactions.article")}</th>
                <th scope="col" className="col-number">
                  {t("admin.fediverse.reactions.likes")}
                </th>
                <th scope="col" className="col-number">
                  {t("admin.fediverse.reactions.reposts")}
                </th>
                <th scope="col" className="col-number">
                  {t("admin.fediverse.reactions.replies")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.articleId}>
                  <td>
                    <a href={row.path}>{row.title}</a>
                  </td>
                  <td className="col-number">{format.number(row.likes)}</td>
                  <td className="col-number">{format.number(row.reposts)}</td>
                  <td className="col-number">{format.number(row.replies)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const ACTOR_FIELD = ["actor"] as const;
const HOST_FIELD = ["host"] as const;

/** The blocked accounts and servers, each with Unblock, and forms to block one by handle, address or host. */
function BlocksSection({ blocks, reload }: { blocks: AdminFediverseQuery["federationBlocks"]; reload: () => Promise<unknown> }) {
  const t = useT();
  const format = useFormat();
  const toast = useToast();
  const { save, saving } = useSave(reload);
  const actorForm = useFormMutation(ACTOR_FIELD);
  const hostForm = useFormMutation(HOST_FIELD);
  const [actor, setActor] = useState("");
  const [host, setHost] = useState("");
  const nameOf = (block: (typeof blocks)[number]) => block.label || block.value;

  const blockActor = async (event: FormEvent) => {
    event.preventDefault();
    const typed = actor.trim();
    if (!(await actorForm.run(AdminBlockFederationActorDocument, { actor: typed }))) return;
    setActor("");
    toast(t("admin.fediverse.blocked", { name: typed }), "success");
    await reload().catch(() => undefined);
  };
  const blockHost = async (event: FormEvent) => {
    event.preventDefault();
    const typed = host.trim();
    if (!(await hostForm.run(AdminBlockFederationServerDocument, { host: typed }))) return;
    setHost("");
    toast(t("admin.fediverse.blocked", { name: typed }), "success");
    await reload().catch(() => undefined);
  };

  return (
    <section className="fediverse-section" aria-labelledby="fediverse-blocks-heading">
      <h3 id="fediverse-blocks-heading">{t("admin.fediverse.blocks.heading")}</h3>
      <p className="fediverse-hint">{t("admin.fediverse.blocks.hint")}</p>
      {blocks.length === 0 ? (
        <p className="fediverse-hint">{t("admin.fediverse.blocks.empty")}</p>
      ) : (
        <ul className="fediverse-blocks">
          {blocks.map((block) => (
            <li key={block.id}>
              <span className="fediverse-muted">{t(block.kind === "SERVER" ? "admin.fediverse.blocks.kind.server" : "admin.fediverse.blocks.kind.actor")}</span>
              <code className="fediverse-account">{nameOf(block)}</code>
              <time dateTime={block.createTime} className="fediverse-muted">
                {format.dateTime(block.createTime)}
              </time>
              <button
                type="button"
                className="button-plain"
                disabled={saving}
                aria-label={t("admin.fediverse.unblockOf", { name: nameOf(block) })}
                onClick={() => void save(AdminDeleteFederationBlockDocument, { id: block.id }, { failure: t("admin.fediverse.unblockFailed"), done: t("admin.fediverse.unblocked", { name: nameOf(block) }) })}
              >
                {t("admin.fediverse.unblock")}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="fediverse-form" onSubmit={(event) => void blockActor(event)} noValidate>
        <label htmlFor="fediverse-block-actor">{t("admin.fediverse.blocks.actor")}</label>
        <input
          id="fediverse-block-actor"
          value={actor}
          onChange={(event) => setActor(event.target.value)}
          maxLength={2000}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={actorForm.errors.actor ? true : undefined}
          aria-describedby={actorForm.errors.actor ? "fediverse-block-actor-error" : undefined}
        />
        <button type="submit" className="button" disabled={actorForm.busy || !actor.trim()}>
          {t("admin.fediverse.block")}
        </button>
        {actorForm.errors.actor && (
          <p className="form-field-error" id="fediverse-block-actor-error" role="alert">
            {actorForm.errors.actor}
          </p>
        )}
      </form>
      <form className="fediverse-form" onSubmit={(event) => void blockHost(event)} noValidate>
        <label htmlFor="fediverse-block-host">{t("admin.fediverse.blocks.server")}</label>
        <input
          id="fediverse-block-host"
          value={host}
          onChange={(event) => setHost(event.target.value)}
          maxLength={300}
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={hostForm.errors.host ? true : undefined}
          aria-describedby={hostForm.errors.host ? "fediverse-block-host-error" : undefined}
        />
        <button type="submit" className="button" disabled={hostForm.busy || !host.trim()}>
          {t("admin.fediverse.blockServer")}
        </button>
        {hostForm.errors.host && (
          <p className="form-field-error" id="fediverse-block-host-error" role="alert">
            {hostForm.errors.host}
          </p>
        )}
      </form>
    </section>
  );
}
