/** What the request log writes of a URL: never a usable token (forgotten-password and e-mail links). */
import { describe, expect, it } from "vitest";
import { withoutSecrets } from "../../app/http/request-log.server";

describe("withoutSecrets", () => {
  it("hides the value of every token parameter and keeps the rest", () => {
    expect(withoutSecrets("/en/login/new-password/?token=abc123_-XYZ")).toBe("/en/login/new-password/?token=[hidden]");
    expect(withoutSecrets("/fr/abonnement/?lang=fr&token=s3cret&x=1")).toBe("/fr/abonnement/?lang=fr&token=[hidden]&x=1");
    expect(withoutSecrets("/en/for-sale/?city=Namur")).toBe("/en/for-sale/?city=Namur");
  });
});
