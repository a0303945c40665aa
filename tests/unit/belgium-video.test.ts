import { describe, expect, it } from "vitest";
import { embedUrl, parseMediaLink, type MediaLink } from "~/belgium/video";

const ID = "dQw4w9WgXcQ";

describe("parseMediaLink — video files", () => {
  it.each(["mp4", "mov", "wmv", "avi", "flv", "webm", "MP4", "WebM"])(".%s", (ext) => {
    expect(parseMediaLink(`https://cdn.agence.be/videos/visite.${ext}`)).toEqual({
      kind: "file",
      url: `https://cdn.agence.be/videos/visite.${ext}`,
    });
  });

  it("allows a query string and a fragment", () => {
    expect(parseMediaLink("https://cdn.agence.be/v.mp4?token=abc#t=5")).toEqual({
      kind: "file",
      url: "https://cdn.agence.be/v.mp4?token=abc#t=5",
    });
  });

  it.each([
    "https://cdn.agence.be/v.mp4.html",
    "https://cdn.agence.be/v.mkv",
    "https://cdn.agence.be/?file=v.mp4",
    "https://cdn.agence.be/mp4",
  ])("rejects %s", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("parseMediaLink — YouTube", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}&t=42s`,
    `https://m.youtube.com/watch?feature=share&v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube.com/shorts/${ID}`,
    `https://www.youtube.com/shorts/${ID}/`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?t=3`,
    `  https://youtu.be/${ID}  `,
    "https://youtu.be/a-b_C1234_9",
  ])("%s", (url) => {
    expect(parseMediaLink(url)).toEqual({ kind: "youtube", id: url.includes(ID) ? ID : "a-b_C1234_9" });
  });

  it.each([
    "https://www.youtube.com/watch?v=dQw4w9WgXc", // 10 characters
    "https://www.youtube.com/watch?v=dQw4w9WgXcQQ", // 12 characters
    "https://youtu.be/dQw4w9WgXc",
    "https://youtu.be/dQw4w9WgXcQQ",
    "https://www.youtube.com/embed/dQw4w9WgX!Q",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/",
    `https://www.youtube.com/channel/${ID}`,
    `https://notyoutube.com/watch?v=${ID}`,
    `https://youtube.com.evil.be/watch?v=${ID}`,
    `https://www.youtube.com/embed/${ID}/extra`,
  ])("rejects %s", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("parseMediaLink — Vimeo", () => {
  it.each([
    "https://vimeo.com/123456789",
    "https://www.vimeo.com/123456789/",
    "https://player.vimeo.com/video/123456789",
    "https://player.vimeo.com/video/123456789?h=abc&autoplay=1",
  ])("%s", (url) => {
    expect(parseMediaLink(url)).toEqual({ kind: "vimeo", id: "123456789" });
  });

  it.each([
    "https://vimeo.com/abc",
    "https://vimeo.com/channels/staffpicks",
    "https://player.vimeo.com/123456789",
    "https://notvimeo.com/123456789",
  ])("rejects %s", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("parseMediaLink — Facebook", () => {
  it.each([
    "https://www.facebook.com/agence.immo/videos/1234567890/",
    "https://facebook.com/agence.immo/videos/visite-namur/1234567890",
    "https://m.facebook.com/watch/?v=1234567890",
    "https://www.facebook.com/watch?v=1234567890",
    "https://fb.watch/abcDEF123/",
  ])("%s", (url) => {
    expect(parseMediaLink(url)).toEqual({ kind: "facebook", url });
  });

  it.each([
    "https://www.facebook.com/agence.immo",
    "https://www.facebook.com/watch/",
    "https://fb.watch/",
    "https://www.facebook.com/agence/videos/",
    "https://notfacebook.com/x/videos/1",
  ])("rejects %s", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("parseMediaLink — 3D tours by host suffix", () => {
  it.each([
    ["https://my.matterport.com/show/?m=AbCdEf123", "matterport"],
    ["https://matterport.com/discover/space/x", "matterport"],
    ["https://visite.tvl.be/tour/123", "tvl"],
    ["https://tvl.be/123", "tvl"],
    ["https://app.yisual.com/tour/abc", "yisual"],
    ["https://yisual.be/t/1", "yisual"],
    ["http://www.yisual.nl/t/1", "yisual"],
  ] as const)("%s → %s", (url, provider) => {
    expect(parseMediaLink(url)).toEqual({ kind: "tour", provider, url });
  });

  it.each([
    "https://notmatterport.com/show/?m=1",
    "https://matterport.com.evil.be/show",
    "https://mytvl.be/1",
    "https://tvl.be.evil.com/",
    "https://matterport/show",
    "https://matterport.co.uk/x",
  ])("rejects %s", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("parseMediaLink — anything else", () => {
  it.each([
    "",
    "   ",
    null,
    undefined,
    "not a url",
    "www.youtube.com/watch?v=dQw4w9WgXcQ",
    "ftp://cdn.agence.be/v.mp4",
    "javascript:alert(1)//v.mp4",
    "data:video/mp4;base64,AAAA",
    "file:///tmp/v.mp4",
    "mailto:info@agence.be",
    "https://www.agence.be/",
  ])("%j → null", (url) => {
    expect(parseMediaLink(url)).toBeNull();
  });
});

describe("embedUrl", () => {
  const youtube: MediaLink = { kind: "youtube", id: ID };

  it("embeds each kind", () => {
    expect(embedUrl(youtube)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
    expect(embedUrl({ kind: "vimeo", id: "123456789" })).toBe("https://player.vimeo.com/video/123456789?autoplay=1");
    expect(embedUrl({ kind: "facebook", url: "https://fb.watch/abc/" })).toBe(
      "https://www.facebook.com/plugins/video.php?href=https%3A%2F%2Ffb.watch%2Fabc%2F&show_text=false",
    );
    expect(embedUrl({ kind: "tour", provider: "matterport", url: "https://my.matterport.com/show/?m=1" })).toBe(
      "https://my.matterport.com/show/?m=1",
    );
    expect(embedUrl({ kind: "file", url: "https://cdn.agence.be/v.mp4" })).toBe("https://cdn.agence.be/v.mp4");
  });
});
