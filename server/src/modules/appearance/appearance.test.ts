import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { errorCode, type TestServer } from "../../../test/harness";
import { useTestServer } from "../../../test/use-test-server";
import { DEFAULT_LOOK } from "./appearance.entity";

let server: TestServer, token: string, viewer: string;
useTestServer((started) => ({ server, token, viewer } = started), { signIn: "graphql", users: ["viewer"] });

const LOOK_FIELDS = "lightAccent lightBackground lightText darkAccent darkBackground darkText readingWidth headingFont bodyFont";
const READ = `{ appearance { look { ${LOOK_FIELDS} } previous { ${LOOK_FIELDS} } } }`;
const SAVE = `mutation($input: LookInput!) { updateAppearance(input: $input) { look { ${LOOK_FIELDS} } previous { ${LOOK_FIELDS} } } }`;
const RESTORE = `mutation { restorePreviousAppearance { look { ${LOOK_FIELDS} } previous { ${LOOK_FIELDS} } } }`;

const save = (input: Record<string, unknown>, options: { token?: string; headers?: Record<string, string> } = { token }) => server.gql(SAVE, { input: { ...DEFAULT_LOOK, ...input } }, options);
const home = async () => (await fetch(`${server.url}/`)).text();

describe("the site's appearance", () => {
  it("starts as the built-in look, which every public page carries in its head", async () => {
    const { data } = await server.gql(READ);
    expect(data.appearance).toEqual({ look: DEFAULT_LOOK, previous: null });
    expect(await home()).toContain("<style>html:root{--color-accent:light-dark(#2a6f97,#79bde6);--color-bg:light-dark(#f6f7f9,#12171c);--color-text:light-dark(#222222,#e3e8ed);--reading-width:840px}</style>");
  });

  it("refuses a theme whose text is under 4.5:1 on its background, saying the ratio in the reader's language, and keeps the look", async () => {
    const light = await save({ lightText: "#999999", lightBackground: "#FFFFFF" });
    expect(errorCode(light)).toBe("BAD_USER_INPUT");
    expect(light.errors![0]!.message).toBe("The light theme's text has a contrast of 2.84:1 against its background; it needs at least 4.5:1.");
    expect(light.errors![0]!.extensions).toMatchObject({ field: "lightText", messageId: "appearance.lowContrast.light", messageValues: { ratio: "2.84", minimum: 4.5 } });

    const dark = await save({ darkText: "#444444", darkBackground: "#111111" });
    expect(dark.errors![0]!.extensions).toMatchObject({ messageId: "appearance.lowContrast.dark", messageValues: { ratio: "1.93" } });

    const badColour = await save({ lightAccent: "red;}</style>" });
    expect(badColour.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "lightAccent", messageId: "appearance.badColour" });
    expect(errorCode(await save({ readingWidth: 200 }))).toBe("BAD_USER_INPUT");

    expect((await server.gql(READ)).data.appearance).toEqual({ look: DEFAULT_LOOK, previous: null });
  });

  it("is changed by administrators only", async () => {
    expect(errorCode(await save({ lightAccent: "#000000" }, { token: viewer }))).toBe("FORBIDDEN");
    expect(errorCode(await save({ lightAccent: "#000000" }, {}))).toBe("UNAUTHENTICATED");
    expect(errorCode(await server.gql(RESTORE, {}, { token: viewer }))).toBe("FORBIDDEN");
  });

  it("reaches the pages once saved, and goes back to the previous look in one step", async () => {
    // A page made before the change, kept by the answer cache: the save must replace it.
    expect(await home()).toContain("--color-accent:light-dark(#2a6f97,");
    const saved = await save({ lightAccent: "#8B1E3F", lightBackground: "#fffdf8", readingWidth: 720 });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateAppearance).toEqual({ look: { ...DEFAULT_LOOK, lightAccent: "#8b1e3f", lightBackground: "#fffdf8", readingWidth: 720 }, previous: DEFAULT_LOOK });
    await expect.poll(home, { timeout: 10_000 }).toContain("--color-accent:light-dark(#8b1e3f,#79bde6);--color-bg:light-dark(#fffdf8,#12171c);");
    expect(await home()).toContain("--reading-width:720px}");

    const restored = await server.gql(RESTORE, {}, { token });
    expect(restored.data.restorePreviousAppearance.look).toEqual(DEFAULT_LOOK);
    expect(restored.data.restorePreviousAppearance.previous.lightAccent).toBe("#8b1e3f");
    await expect.poll(home, { timeout: 10_000 }).toContain("--color-accent:light-dark(#2a6f97,#79bde6);");
  });
});

describe("the site's icon", () => {
  const SET = `mutation($image: String) { setFavicon(image: $image) { favicon } }`;

  /** A 600 × 400 picture, uploaded as the back-office uploads one: the address of its largest stored copy. */
  async function uploadedPicture(): Promise<string> {
    const png = await sharp({ create: { width: 600, height: 400, channels: 4, background: { r: 139, g: 30, b: 63, alpha: 1 } } }).png().toBuffer();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "icon.png");
    const answer = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { data: { url: string } }).data.url;
  }

  it("is made from an uploaded image as square PNGs of 32, 180, 192 and 512 px and an ICO, named in every page's head", async () => {
    const image = await uploadedPicture();
    const made = await server.gql(SET, { image }, { token });
    expect(made.errors).toBeUndefined();
    const stem: string = made.data.setFavicon.favicon;
    expect(stem).toMatch(/^[0-9a-f]{24}-icon$/);

    for (const size of [32, 180, 192, 512]) {
      const served = await fetch(`${server.url}/uploads/${stem}-${size}.png`);
      expect(served.headers.get("content-type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect({ size, width: meta.width, height: meta.height, format: meta.format }).toEqual({ size, width: size, height: size, format: "png" });
    }
    const ico = Buffer.from(await (await fetch(`${server.url}/uploads/${stem}.ico`)).arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon), and the three sizes it holds, each entry giving its width (16, 32, 48).
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    expect([0, 1, 2].map((entry) => ico.readUInt8(6 + entry * 16))).toEqual([16, 32, 48]);

    await expect.poll(home, { timeout: 10_000 }).toContain(`<link rel="icon" href="/uploads/${stem}.ico" sizes="48x48" />`);
    const page = await home();
    expect(page).toContain(`<link rel="apple-touch-icon" href="/uploads/${stem}-180.png" />`);
    expect(page).not.toContain('<link rel="icon" type="image/svg+xml"');
    const favicon = await fetch(`${server.url}/favicon.ico`, { redirect: "manual" });
    expect(favicon.headers.get("location")).toBe(`/uploads/${stem}.ico`);

    expect((await server.gql(SET, { image: null }, { token })).data.setFavicon.favicon).toBeNull();
    await expect.poll(home, { timeout: 10_000 }).toContain('<link rel="icon" type="image/svg+xml" href="/logo.svg" />');
  });

  it("refuses an address that is not an image uploaded here, in the reader's language, and is for administrators only", async () => {
    for (const image of ["https://elsewhere.example/icon.png", "/uploads/../secret", "/uploads/nothing-here.png"]) {
      const refused = await server.gql(SET, { image }, { token });
      expect({ image, extensions: refused.errors?.[0]?.extensions }).toMatchObject({ image, extensions: { code: "BAD_USER_INPUT", field: "image", messageId: "appearance.faviconNotUploaded" } });
    }
    expect(errorCode(await server.gql(SET, { image: null }, { token: viewer }))).toBe("FORBIDDEN");
    expect((await server.gql(READ)).data.appearance.look).toEqual(DEFAULT_LOOK);
  });
});

describe("the site's custom CSS", () => {
  const SET = `mutation($css: String!) { setCustomCss(css: $css) { customCss } }`;
  const setCss = (css: string, options: { token?: string } = { token }) => server.gql(SET, { css }, options);
  const linkedCss = (page: string) => /<link rel="stylesheet" href="(\/custom-[0-9a-f]{16}\.css)" \/>/.exec(page)?.[1];

  it("refuses each way out of a stylesheet, naming the line that caused it, and keeps what was saved", async () => {
    const kept = "body { color: #222; }";
    expect((await setCss(kept)).errors).toBeUndefined();
    const refusals: [string, string, number][] = [
      ["a { color: red; }\n@import url(/other.css);", "import", 2],
      ["a { color: red; }\n\n@\\69mport 'x.css';", "import", 3],
      ["a {\n  background: url(https://elsewhere.example/x.png);\n}", "externalUrl", 2],
      ["a {\n  background: url(//elsewhere.example/x.png);\n}", "externalUrl", 2],
      ["a {\n\n  background: image-set('https://elsewhere.example/x.png' 1x);\n}", "externalUrl", 3],
      ["a {\n  width: expression(alert(1));\n}", "expression", 2],
      ["a {\n  behavior: url(/x.htc);\n}", "codeProperty", 2],
      ["a {\n  -moz-binding: url(/x.xml#y);\n}", "codeProperty", 2],
      ["a { color: red; }\n</style><script>alert(1)</script>", "closesStyle", 2],
      ["a { color: red; }\n/* <!-- */", "closesStyle", 2],
      ["a {\n  background: url('javascript:alert(1)');\n}", "externalUrl", 2],
      ["a {\n  b\\65havior: url(/x.htc);\n}", "codeProperty", 2],
      ["a { color: red; }\n\n}}}", "unparsable", 3],
    ];
    for (const [css, refusal, line] of refusals) {
      const refused = await setCss(css);
      expect({ css, extensions: refused.errors?.[0]?.extensions }).toMatchObject({ css, extensions: { code: "BAD_USER_INPUT", field: "css", messageId: `appearance.customCss.${refusal}`, messageValues: { line } } });
      expect(refused.errors![0]!.message).toContain(`line ${line}`);
    }
    const tooLarge = await setCss(`a{color:red}\n${"/* padding */".repeat(5000)}`);
    expect(tooLarge.errors![0]!.extensions).toMatchObject({ field: "css", messageId: "appearance.customCss.tooLarge" });
    expect((await server.gql(`{ appearance { customCss } }`)).data.appearance.customCss).toBe(kept);
    expect(errorCode(await setCss("a{}", { token: viewer }))).toBe("FORBIDDEN");
  });

  it("is served as a file named by its content, cached for a year, and linked from every page after the site's CSS", async () => {
    const css = "a { color: #8b1e3f; }\n.hero { background: url(/uploads/hero.png), url(data:image/png;base64,AAAA); }";
    expect((await setCss(css)).errors).toBeUndefined();
    await expect.poll(async () => linkedCss(await home()), { timeout: 10_000 }).toBeDefined();
    const page = await home();
    const href = linkedCss(page)!;
    // After every other stylesheet of the head.
    expect(page.lastIndexOf('rel="stylesheet"')).toBe(page.indexOf(`<link rel="stylesheet" href="${href}"`) + '<link '.length);

    const served = await fetch(`${server.url}${href}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toMatch(/^text\/css/);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await served.text()).toBe(css);

    // A change makes a new name; the old one is gone.
    expect((await setCss("a { color: #123456; }")).errors).toBeUndefined();
    await expect.poll(async () => linkedCss(await home()), { timeout: 10_000 }).not.toBe(href);
    expect((await fetch(`${server.url}${href}`)).status).toBe(404);

    expect((await setCss("  ")).data.setCustomCss.customCss).toBeNull();
    await expect.poll(async () => linkedCss(await home()), { timeout: 10_000 }).toBeUndefined();
  });
});

/** A picture uploaded as the back-office uploads one: the address of its largest stored copy. */
async function upload(bytes: Buffer, name: string, type: string): Promise<{ status: number; url?: string; msg?: string }> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const answer = await fetch(`${server.url}/api/upload`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await answer.json()) as { msg: string; data?: { url: string } };
  return { status: answer.status, url: body.data?.url, msg: body.msg };
}
const picture = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 20, g: 90, b: 140, alpha: 1 } } }).png().toBuffer();

describe("the site's fonts", () => {
  const fontFields = (headingFont: string, bodyFont: string) => save({ headingFont, bodyFont });

  it("refuses a font that is not on the list, naming the choices, and keeps the look", async () => {
    const refused = await fontFields("system", "Comic Sans");
    expect(refused.errors![0]!.message).toBe('bodyFont must be one of system, inter, ibm-plex-sans, source-serif-4, merriweather, lora, not "Comic Sans".');
    expect(refused.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", field: "bodyFont", messageId: "appearance.unknownFont", messageValues: { field: "bodyFont", value: "Comic Sans" } });
    expect((await fontFields("../../x", "system")).errors![0]!.extensions).toMatchObject({ field: "headingFont", messageId: "appearance.unknownFont" });
    const { data } = await server.gql(READ);
    expect([data.appearance.look.headingFont, data.appearance.look.bodyFont]).toEqual(["system", "system"]);
    expect(await home()).not.toContain("--font-body");
  });

  it("puts a chosen font's faces, its preload and its stack (system CJK fonts after it) in every page's head, and serves only its Latin files", async () => {
    const fonts = (await server.gql(`{ appearanceFonts { id name kind url } }`)).data.appearanceFonts;
    expect(fonts.map((font: { id: string }) => font.id)).toEqual(["inter", "ibm-plex-sans", "source-serif-4", "merriweather", "lora"]);
    expect((await fontFields("lora", "inter")).errors).toBeUndefined();
    const inter = fonts[0].url as string;
    expect(inter).toMatch(/^\/fonts\/inter-latin-\d+\.\d+\.\d+\.woff2$/);

    await expect.poll(home, { timeout: 10_000 }).toContain(`<link rel="preload" href="${inter}" as="font" type="font/woff2" crossorigin />`);
    const page = await home();
    expect(page).toContain(`font-family:"Inter";font-style:normal;font-weight:100 900;font-display:optional;src:url(${inter}) format("woff2")`);
    expect(page).toContain(`src:url(${inter.replace("-latin-", "-latin-ext-")}) format("woff2")`);
    expect(page).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial"),local("Liberation Sans");size-adjust:106.85%;');
    expect(page).toContain('--font-heading:"Lora","Lora Fallback","PingFang SC","Noto Sans CJK SC","Microsoft YaHei",serif;--font-body:"Inter","Inter Fallback","PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif}');
    // Only the body font is preloaded.
    expect(page.match(/rel="preload" href="\/fonts\//g)).toHaveLength(1);

    const served = await fetch(`${server.url}${inter}`);
    expect([served.status, served.headers.get("content-type"), served.headers.get("cache-control")]).toEqual([200, "font/woff2", "public, max-age=31536000, immutable"]);
    expect(Buffer.from(await served.arrayBuffer()).toString("ascii", 0, 4)).toBe("wOF2");
    for (const path of [inter.replace("-latin-", "-cyrillic-"), inter.replace(/\d+\.\d+\.\d+/, "1.0.0"), "/fonts/comic-sans-latin-1.0.0.woff2"]) {
      expect({ path, status: (await fetch(`${server.url}${path}`)).status }).toEqual({ path, status: 404 });
    }
  });
});

describe("the site's logo and cover", () => {
  const LOGO = `mutation($image: String) { setLogo(image: $image) { logo { url width height srcset } } }`;
  const COVER = `mutation($image: String) { setCover(image: $image) { cover { url width height srcset } } }`;

  it("makes the header's logo from an upload, at most 240 × 40 drawn and stored at twice that, and removes it", async () => {
    const { url } = await upload(await picture(1200, 400), "logo.png", "image/png");
    const made = await server.gql(LOGO, { image: url }, { token });
    expect(made.errors).toBeUndefined();
    const logo = made.data.setLogo.logo;
    expect(logo).toMatchObject({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{24}-logo\.webp$/), width: 120, height: 40, srcset: null });
    const stored = await sharp(Buffer.from(await (await fetch(`${server.url}${logo.url}`)).arrayBuffer())).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(["webp", 240, 80]);
    expect((await server.gql(`{ appearance { logo { url width height } } }`)).data.appearance.logo).toEqual({ url: logo.url, width: 120, height: 40 });
    expect((await server.gql(LOGO, { image: null }, { token })).data.setLogo.logo).toBeNull();
  });

  it("takes the upload's own copies as the cover's srcset", async () => {
    const { url } = await upload(await picture(2000, 800), "cover.png", "image/png");
    const cover = (await server.gql(COVER, { image: url }, { token })).data.setCover.cover;
    const stem = url!.replace(/-1600\.webp$/, "");
    expect(cover).toEqual({ url, width: 1600, height: 640, srcset: `${stem}-480.webp 480w, ${stem}-960.webp 960w, ${stem}-1600.webp 1600w` });
    expect((await server.gql(COVER, { image: null }, { token })).data.setCover.cover).toBeNull();
  });

  it("takes pictures only (no SVG), uploaded here, from administrators only", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    expect(await upload(svg, "logo.svg", "image/svg+xml")).toMatchObject({ status: 400, msg: "Only PNG, JPEG, WebP and GIF images can be uploaded." });
    const refusals: [string, string][] = [
      ["/uploads/0123456789abcdef01234567-logo.svg", "appearance.imageNotRaster"],
      ["https://elsewhere.example/logo.png", "appearance.imageNotUploaded"],
      ["/uploads/../secret.png", "appearance.imageNotUploaded"],
      ["/uploads/nothing-here.png", "appearance.imageNotUploaded"],
    ];
    for (const mutation of [LOGO, COVER]) {
      for (const [image, messageId] of refusals) {
        const refused = await server.gql(mutation, { image }, { token });
        expect({ image, extensions: refused.errors?.[0]?.extensions }).toMatchObject({ image, extensions: { code: "BAD_USER_INPUT", field: "image", messageId } });
      }
      expect(errorCode(await server.gql(mutation, { image: null }, { token: viewer }))).toBe("FORBIDDEN");
    }
    expect((await server.gql(`{ appearance { logo { url } cover { url } } }`)).data.appearance).toEqual({ logo: null, cover: null });
  });
});

describe("going back to the previous saved look", () => {
  it("undoes the latest save whatever it changed: custom CSS, logo or fonts", async () => {
    const read = async () => (await server.gql(`{ appearance { look { bodyFont } customCss logo { url } } }`)).data.appearance;
    const restore = () => server.gql(RESTORE, {}, { token });
    expect((await save({ bodyFont: "merriweather" })).errors).toBeUndefined();
    expect((await server.gql(`mutation { setCustomCss(css: "a { color: #123456; }") { customCss } }`, {}, { token })).errors).toBeUndefined();
    const { url } = await upload(await picture(300, 100), "logo.png", "image/png");
    const logo = (await server.gql(`mutation($image: String) { setLogo(image: $image) { logo { url } } }`, { image: url }, { token })).data.setLogo.logo.url;
    expect(await read()).toEqual({ look: { bodyFont: "merriweather" }, customCss: "a { color: #123456; }", logo: { url: logo } });

    expect((await restore()).errors).toBeUndefined();
    expect(await read()).toEqual({ look: { bodyFont: "merriweather" }, customCss: "a { color: #123456; }", logo: null });
    expect((await server.gql(`mutation { setCustomCss(css: "") { customCss } }`, {}, { token })).errors).toBeUndefined();
    expect((await restore()).errors).toBeUndefined();
    expect((await read()).customCss).toBe("a { color: #123456; }");
    // Back twice is forward again: the current one was kept as the previous.
    expect((await restore()).errors).toBeUndefined();
    expect(await read()).toEqual({ look: { bodyFont: "merriweather" }, customCss: null, logo: null });
    await expect.poll(home, { timeout: 10_000 }).toContain('--font-body:"Merriweather"');
  });
});
