/**
 * The picture renderer over its cache folder: one render for many simultaneous requests, an ETag
 * that names the variant, renders that outlive their request and can be waited for, and no
 * temporary file left behind, not even one of a process killed mid-render.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createPictureRenderer, parsePictureRequest, type PictureRequest } from "~/media/pictures.server";

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
    const files = await Promise.all([renderer.render(webp!), renderer.render(webp!), renderer.render(webp!)]);
    expect(new Set(files)).toEqual(new Set([webp!.file]));
    expect(readdirSync(folder)).toEqual([path.basename(webp!.file)]);
    expect(await renderer.locate(request("no-such-picture.jpg", "image/webp"))).toBeNull();
  });

  it("lets a render under way finish when asked to settle, leaving no temporary file", async () => {
    const renderer = createPictureRenderer(folder);
    const picture = (await renderer.locate(request("appartement-01.jpg", "image/avif")))!;
    void renderer.render(picture);
    await renderer.settle();
    expect(readdirSync(folder)).toEqual([path.basename(picture.file)]);
  });

  it("removes at start the temporary files of a process that no longer runs", async () => {
    writeFileSync(path.join(folder, "old-0123456789ab-400.avif.999999999.tmp"), "half a picture");
    const mine = path.join(folder, `current-0123456789ab-400.avif.${process.pid}.tmp`);
    writeFileSync(mine, "being written");
    createPictureRenderer(folder);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(readdirSync(folder)).toEqual([path.basename(mine)]);
  });
});
