/**
 * For the shim's tests: calls /api over real HTTP the way the older front end does (form-encoded POSTs).
 * It lives here rather than under test/ because it belongs to the shim's tests alone.
 */

export interface LegacyAnswer {
  http: number;
  /** The parsed JSON envelope, or undefined when the answer is not JSON (the captcha picture). */
  body: any;
  text: string;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
  method?: "GET" | "POST" | "PUT";
  /** A body other than a form (JSON text, multipart FormData …); replaces `fields`. */
  body?: string | FormData;
}

/** `name=value` of a cookie the answer sets. */
export function cookieFrom(headers: Headers, name: string): string | undefined {
  return headers.getSetCookie().find((line) => line.startsWith(`${name}=`))?.split(";")[0];
}

export function legacyClient(baseUrl: string) {
  async function call(path: string, fields: Record<string, string> = {}, options: CallOptions = {}): Promise<LegacyAnswer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cookie) headers.cookie = options.cookie;
    const method = options.method ?? "POST";
    const body = method === "GET" ? undefined : (options.body ?? new URLSearchParams(fields));
    const response = await fetch(`${baseUrl}/api/${path}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { http: response.status, body: parsed, text, headers: response.headers };
  }

  /** A fresh captcha's cookie, to send with /api/logup. */
  async function captchaCookie(): Promise<string> {
    const answer = await call("captcha", {}, { method: "GET" });
    const cookie = cookieFrom(answer.headers, "blog_captcha");
    if (!cookie) throw new Error(`no captcha cookie: ${answer.http} ${answer.text.slice(0, 200)}`);
    return cookie;
  }

  async function logup(name: string, password: string, gvcode: string, options: CallOptions = {}): Promise<LegacyAnswer> {
    return call("logup", { name, password, gvcode }, { cookie: await captchaCookie(), ...options });
  }

  /** Signs in through /api/logup and answers the token. */
  async function signIn(name: string, password: string, gvcode: string): Promise<string> {
    const answer = await logup(name, password, gvcode);
    if (answer.body?.status !== 1) throw new Error(`sign-in failed: ${answer.text}`);
    return answer.body.data.token as string;
  }

  return { call, captchaCookie, logup, signIn };
}

export type LegacyClient = ReturnType<typeof legacyClient>;
