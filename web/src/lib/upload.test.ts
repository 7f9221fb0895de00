import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onSessionExpired } from "./session";
import { STORAGE_KEYS, isLoggedIn, writeStorage } from "./storage";
import { UPLOAD_LIMIT_BYTES, uploadImage, type UploadedImage } from "./upload";
import { UploadError } from "./upload-error";

/** Stands in for XMLHttpRequest: records what was sent and lets the test play the network's part. */
class FakeRequest {
  static last: FakeRequest | undefined;
  method = "";
  url = "";
  body: FormData | undefined;
  responseText = "";
  aborted = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();

  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.events.dispatchEvent(new Event("abort"));
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }

  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event("progress"), { lengthComputable: true, loaded, total }));
  }
  answer(body: unknown) {
    this.responseText = typeof body === "string" ? body : JSON.stringify(body);
    this.events.dispatchEvent(new Event("load"));
  }
  fail() {
    this.events.dispatchEvent(new Event("error"));
  }
}

const request = () => FakeRequest.last!;
const photo = () => new File([new Uint8Array([137, 80, 78, 71])], "photo.png", { type: "image/png" });
const stored: UploadedImage = {
  url: "/uploads/abc-960.webp",
  srcset: "/uploads/abc-480.webp 480w, /uploads/abc-960.webp 960w",
  width: 960,
  height: 640,
  originalBytes: 4,
  variants: [
    { width: 480, url: "/uploads/abc-480.webp", bytes: 2 },
    { width: 960, url: "/uploads/abc-960.webp", bytes: 3 },
  ],
};

beforeEach(() => {
  FakeRequest.last = undefined;
  vi.stubGlobal("XMLHttpRequest", FakeRequest);
});
afterEach(() => vi.unstubAllGlobals());

describe("uploadImage", () => {
  it("posts the file as the multipart field `file`, reports progress, and resolves with the stored copies", async () => {
    const onProgress = vi.fn();
    const done = uploadImage(photo(), { onProgress });
    expect(request().method).toBe("POST");
    expect(request().url).toBe("/api/upload");
    expect((request().body!.get("file") as File).name).toBe("photo.png");

    request().progress(1, 4);
    request().progress(4, 4);
    expect(onProgress.mock.calls).toEqual([[0.25], [1]]);

    request().answer({ status: 1, msg: "uploaded", data: stored });
    await expect(done).resolves.toEqual(stored);
  });

  it("rejects with the server's own message when it refuses the file", async () => {
    const done = uploadImage(photo());
    request().answer({ status: 0, msg: "Only PNG, JPEG, WebP and GIF images can be uploaded.", data: null });
    await expect(done).rejects.toMatchObject({ message: "Only PNG, JPEG, WebP and GIF images can be uploaded.", reason: "refused" });
  });

  it("ends the session on the client when the server says it is invalid (status 2)", async () => {
    writeStorage(STORAGE_KEYS.loginFlag, "1");
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const done = uploadImage(photo());
    request().answer({ status: 2, msg: "Please sign in first.", data: null });
    await expect(done).rejects.toMatchObject({ reason: "session" });
    expect(expired).toHaveBeenCalledTimes(1);
    expect(isLoggedIn()).toBe(false);
    unsubscribe();
  });

  it("says the server could not be reached on a network error, and gives a plain message for a garbled answer", async () => {
    const offline = uploadImage(photo());
    request().fail();
    await expect(offline).rejects.toMatchObject({ reason: "network", message: expect.stringMatching(/could not reach the server/i) });

    const garbled = uploadImage(photo());
    request().answer("<html>Bad gateway</html>");
    await expect(garbled).rejects.toMatchObject({ reason: "refused", message: "The upload failed. Please try again." });
  });

  it("refuses a file over 50M without sending it", async () => {
    const huge = new File([], "huge.png");
    Object.defineProperty(huge, "size", { value: UPLOAD_LIMIT_BYTES + 1 });
    await expect(uploadImage(huge)).rejects.toMatchObject({ message: "The file is larger than 50M.", reason: "refused" });
    expect(FakeRequest.last).toBeUndefined();
  });

  it("stops the request when its signal aborts", async () => {
    const controller = new AbortController();
    const done = uploadImage(photo(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toBeInstanceOf(UploadError);
    await expect(done).rejects.toMatchObject({ reason: "cancelled" });
    expect(request().aborted).toBe(true);
  });
});
