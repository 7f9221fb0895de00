import { say, type Saying } from "../../shared/import-words";
import type { NewImage } from "./body-images";
import type { UploadsLayout } from "./import-source";
import type { OldUpload, OldUploads } from "./old-uploads";

/** Stores an image's bytes as our upload (uploads/image-store.ts, handed in by the caller, as modules do not reach the adapters). */
export type StoreImage = (bytes: Buffer) => Promise<NewImage>;

/** What became of one post's images. */
export interface PostImages {
  /** Old address → our copy, for rewriting the body and the cover. */
  replaced: Map<string, NewImage>;
  /** Old addresses into the old uploads that the uploads given do not hold, or that could not be stored, with why. */
  kept: Saying[];
}

/**
 * Brings a run's images over: each address into the old blog's uploads is looked up in the uploads given
 * (the original of a resized copy first), stored once per run however many posts show it, and remembered
 * with its new address. Without uploads nothing is looked up: images stay at their old addresses. In a dry
 * run nothing is stored; a found image counts as one that would be.
 */
export class ImageImport {
  private readonly stored = new Map<string, Promise<NewImage>>();
  readonly found = new Set<string>();
  readonly missing = new Set<string>();

  constructor(
    private readonly layout: UploadsLayout,
    private readonly uploads: OldUploads | undefined,
    private readonly store: StoreImage | undefined,
  ) {}

  private fileFor(url: string): OldUpload | undefined {
    const wanted = this.layout.pathOf(url);
    if (wanted === undefined || !this.uploads) return undefined;
    for (const candidate of [...this.layout.originalsOf(wanted), wanted]) {
      const file = this.uploads.find(candidate);
      if (file) return file;
    }
    return undefined;
  }

  private copyOf(file: OldUpload): Promise<NewImage> {
    let copy = this.stored.get(file.name);
    if (!copy) {
      const store = this.store;
      copy = store ? file.read().then((bytes) => store(bytes)) : Promise.resolve({ url: `/uploads/${file.name}`, srcset: "" });
      this.stored.set(file.name, copy);
    }
    return copy;
  }

  async bring(urls: string[]): Promise<PostImages> {
    const result: PostImages = { replaced: new Map(), kept: [] };
    if (!this.uploads) return result;
    for (const url of urls) {
      if (this.layout.pathOf(url) === undefined) continue;
      const file = this.fileFor(url);
      if (!file) {
        this.missing.add(url);
        result.kept.push(say("imageKept", { url }));
        continue;
      }
      try {
        result.replaced.set(url, await this.copyOf(file));
        this.found.add(file.name);
      } catch (error) {
        this.missing.add(url);
        result.kept.push(say("imageNotStored", { url, detail: error instanceof Error ? error.message : "could not be stored" }));
      }
    }
    return result;
  }
}
