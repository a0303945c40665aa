/**
 * The favourites list as text (issue 24 §1): what the cookie, localStorage and the share link hold,
 * read back whatever a visitor or a made-up link puts there.
 */
import { describe, expect, it } from "vitest";
import { favouritesCookie, favouritesSetCookie, MAX_FAVOURITES, parseFavourites, withFavourite } from "~/favourites/favourites";

describe("a favourites list", () => {
  it("is read from its text: ids in order, each once, anything else dropped", () => {
    expect(parseFavourites("4184173,4191543")).toEqual([4184173, 4191543]);
    expect(parseFavourites(" 12, 12 ,x,0,-3,007,1e3,99999999999,34 ")).toEqual([12, 34]);
    expect(parseFavourites("")).toEqual([]);
    expect(parseFavourites(null)).toEqual([]);
  });

  it("keeps the last saved ones when it would grow past its size", () => {
    const many = Array.from({ length: MAX_FAVOURITES + 5 }, (_, index) => index + 1);
    expect(parseFavourites(many.join(","))).toEqual(many.slice(5));
    expect(withFavourite(many.slice(5), 1000, true)).toHaveLength(MAX_FAVOURITES);
    expect(withFavourite(many.slice(5), 1000, true).at(-1)).toBe(1000);
  });

  it("saves a listing last, once, and removes it", () => {
    expect(withFavourite([1, 2, 3], 2, true)).toEqual([1, 3, 2]);
    expect(withFavourite([1, 2, 3], 4, true)).toEqual([1, 2, 3, 4]);
    expect(withFavourite([1, 2, 3], 2, false)).toEqual([1, 3]);
    expect(withFavourite([1, 3], 2, false)).toEqual([1, 3]);
  });

  it("is found in a Cookie header among others, and written back as a first-party cookie a script may read", () => {
    expect(favouritesCookie("consent=abc; favourites=12%2C34; language=fr")).toBe("12,34");
    expect(favouritesCookie("my_favourites=1")).toBeNull();
    expect(favouritesCookie(undefined)).toBeNull();
    expect(parseFavourites(favouritesCookie("favourites=12%2C34%E0%A4%A"))).toEqual([]);
    expect(parseFavourites(favouritesCookie("favourites=12,34%"))).toEqual([12]);
    expect(favouritesSetCookie([12, 34], true)).toBe("favourites=12%2C34; Max-Age=32140800; Path=/; SameSite=Lax; Secure");
    expect(favouritesSetCookie([], false)).toBe("favourites=; Max-Age=0; Path=/; SameSite=Lax");
  });
});
