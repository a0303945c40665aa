/**
 * The picture renderer over its cache folder: one render for many simultaneous requests, an ETag
 * that names the variant, renders that outlive their request and can be waited for, and no
 * temporary file left behind, not even one of a process killed mid-render.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { imageWork } from "~/media/image-work.server";
import { createPictureRenderer, parsePictureRequest, type PictureRequest } from "~/media/pictures.server";

// sharp itself, counted: each call is one render.
vi.mock("sharp", async (importOriginal) => ({ default: vi.fn((await importOriginal<{ default: typeof sharp }>()).default) }));

let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "agency-pictures-"));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const request = (name: string, accept: string): PictureRequest => {
  const parsed = parsePictureRequest(name, new URLSearchParams("w=100"), accept);
  if ("status" in parsed) throw new Error(parsed.message);
  return parsed;
};

describe("the picture renderer", () => {
  it("renders a variant once however many ask, under a name its ETag repeats", async () => {
    const renderer = createPictureRenderer(folder);
    const webp = await renderer.locate(request("banner-namur.jpg", "image/webp"));
    const jpeg = await renderer.locate(request("banner-namur.jpg", "image/jpeg"));
    expect(webp && jpeg).toBeTruthy();
    expect(webp!.etag).toMatch(/^W\/"banner-namur-[0-9a-f]{12}-100\.webp"$/);
    expect(jpeg!.etag).not.toBe(webp!.etag);
    vi.mocked(sharp).mockClear();
    const files = await Promise.all([renderer.render(webp!), renderer.render(webp!), renderer.render(webp!)]);
    expect(new Set(files)).toEqual(new Set([webp!.file]));
    expect(readdirSync(folder)).toEqual([path.basename(webp!.file)]);
    expect(vi.mocked(sharp)).toHaveBeenCalledTimes(1);
    // Asked again later, the cached file is served as it is: not rendered, not replaced.
    const { ino, mtimeMs } = statSync(webp!.file);
    expect(await renderer.render(webp!)).toBe(webp!.file);
    expect(vi.mocked(sharp)).toHaveBeenCalledTimes(1);
    expect(statSync(webp!.file)).toMatchObject({ ino, mtimeMs });
    expect(await renderer.locate(request("no-such-picture.jpg", "image/webp"))).toBeNull();
  });

  it("sends a picture already made at once, without waiting behind a picture being made", async () => {
    const renderer = createPictureRenderer(folder);
    const made = (await renderer.locate(request("banner-namur.jpg", "image/webp")))!;
    await renderer.render(made);
    // Another picture takes the one place in the queue of pictures to make, until released.
    let release = () => {};
    const busy = imageWork(() => new Promise<void>((resolve) => (release = resolve)));
    const answer = await Promise.race([
      renderer.render(made),
      new Promise<string>((resolve) => setTimeout(() => resolve("waited behind the picture being made"), 1000)),
    ]);
    release();
    await busy;
    expect(answer).toBe(made.file);
  });

  it("lets a render under way finish when asked to settle, leaving no temporary file", async () => {
    const renderer = createPictureRenderer(folder);
    const picture = (await renderer.locate(request("appartement-01.jpg", "image/avif")))!;
    void renderer.render(picture);
    await renderer.settle();
    expect(readdirSync(folder)).toEqual([path.basename(picture.file)]);
  });

  it("lets two instances on one cache folder render the same picture at once, though their pids are equal", async () => {
    // Containers all run the server as pid 1: what tells their temporary files apart cannot be the pid.
    const [one, other] = [createPictureRenderer(folder), createPictureRenderer(folder)];
    const picture = (await one.locate(request("maison-01.jpg", "image/webp")))!;
    const files = await Promise.all([one.render(picture), other.render(picture), one.render(picture), other.render(picture)]);
    expect(new Set(files)).toEqual(new Set([picture.file]));
    expect(readdirSync(folder)).toEqual([path.basename(picture.file)]);
  });

  it("removes at start the temporary files older than ten minutes, and keeps the recent ones of renders under way elsewhere", async () => {
    const old = path.join(folder, "old-0123456789ab-400.avif.3f1c0a52-8d1e-4b7a-9a51-0c2f4e6b8d10.tmp");
    writeFileSync(old, "half a picture, left by an instance killed mid-render");
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    utimesSync(old, anHourAgo, anHourAgo);
    // Another host's render under way (its pid means nothing here, and no such process runs on this one).
    const elsewhere = path.join(folder, "current-0123456789ab-400.avif.999999999.tmp");
    writeFileSync(elsewhere, "being written");
    createPictureRenderer(folder);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(folder)).toEqual([path.basename(elsewhere)]);
  });
});
