/** Videos and 3D tours: recognised, click-to-load, embedded only from hosts the CSP allows. */
import { describe, expect, it } from "vitest";
import { listingMedia } from "~/catalogue/property-view/media";
import { loadTexts, T } from "./fixture";

loadTexts();

describe("videos and 3D tours", () => {
  it("recognises them and offers each as a link, with an embed only for hosts the CSP allows", () => {
    const media = listingMedia(
      {
        Videos: [
          "https://youtu.be/Klvy04Q11Ad",
          "https://vimeo.com/151358490",
          "https://fb.watch/ubEkmGn2Qy/",
          "https://www.immo-meuse-sambre.be/videos/visite.mp4",
          "https://example.com/not-a-video",
        ],
        VirtualTour: "https://visite.tvl.be/rwl70naz",
      },
      "Flat",
      T.en,
    );
    expect(media.map((m) => [m.kind, m.href, m.embed])).toEqual([
      ["youtube", "https://www.youtube.com/watch?v=Klvy04Q11Ad", "https://www.youtube-nocookie.com/embed/Klvy04Q11Ad?autoplay=1"],
      ["vimeo", "https://vimeo.com/151358490", "https://player.vimeo.com/video/151358490?autoplay=1"],
      [
        "facebook",
        "https://fb.watch/ubEkmGn2Qy/",
        `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://fb.watch/ubEkmGn2Qy/")}&show_text=false`,
      ],
      ["file", "https://www.immo-meuse-sambre.be/videos/visite.mp4", "https://www.immo-meuse-sambre.be/videos/visite.mp4"],
      ["tour", "https://visite.tvl.be/rwl70naz", "https://visite.tvl.be/rwl70naz"],
    ]);
    expect(media[0]).toMatchObject({ label: "Watch the video on YouTube", title: "Video of the property: Flat" });
    expect(media[4]).toMatchObject({ label: "Take the 3D virtual tour (TVL)", title: "3D virtual tour: Flat" });
  });

  it("offers only the link for a tour host outside the CSP or a plain-http file", () => {
    const media = listingMedia({ Videos: ["http://example.be/v.mp4"], VirtualTour: "https://tour.tvl.nl/abc" }, "Flat", T.en);
    expect(media.map((m) => [m.kind, m.embed])).toEqual([
      ["file", null],
      ["tour", null],
    ]);
  });
});
