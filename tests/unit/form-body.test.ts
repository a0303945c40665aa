/**
 * A post's texts as a person typed them (app/http/form-body.server.ts): the CRLF line breaks a
 * browser sends count as one character, as the textarea's maxlength counted them, and characters
 * no one types (control characters, text-direction overrides) are taken out before any form reads them.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { testimonialSchema } from "~/forms/schemas";
import { readFormBody } from "~/http/form-body.server";

const post = (fields: Record<string, string>) =>
  readFormBody(
    new Request("http://localhost/fr/temoignage/", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }),
  );

describe("a post's texts", () => {
  it("has LF line breaks: 2,000 characters typed over 20 lines are 2,000, not 2,019", async () => {
    const lines = Array.from({ length: 20 }, () => "x".repeat(99)).join("\r\n");
    expect([...lines.replace(/\r/g, "")]).toHaveLength(1999);
    const form = await post({ name: "Anne D.", town: "Namur", email: "anne@example.be", rating: "5", text: lines, publish: "on" });
    expect(form!.get("text")).toBe(lines.replace(/\r\n/g, "\n"));
    expect(parseWithZod(form!, { schema: testimonialSchema() }).status).toBe("success");
  });

  it("keeps tabs, line feeds and every letter, and takes out control and direction-override characters", async () => {
    const form = await post({ text: "a\u0000b\u001bc\u0007d\u202ee\u2066f\tg\nh — «é» 😀", name: "\u0085Anne" });
    expect(form!.get("text")).toBe("abcdef\tg\nh — «é» 😀");
    expect(form!.get("name")).toBe("Anne");
  });
});
