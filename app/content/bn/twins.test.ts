import { describe, expect, it } from "vitest";
import { site } from "../../lib/site-config";
import * as en from "../blog";
import * as enFaq from "../faq";
import * as enResources from "../resources";
import * as enTeam from "../team";
import * as enTerms from "../terms";
import * as bn from "./blog";
import * as bnFaq from "./faq";
import * as bnResources from "./resources";
import * as bnTeam from "./team";
import * as bnTerms from "./terms";

/** The Bangla content lines up with the English: same articles, same blocks, same lists (decision 021). */
describe("Bangla content twins", () => {
  it("has every article, under the same slug, with the same blocks in the same order", () => {
    expect(bn.posts.map((p) => p.slug)).toEqual(en.posts.map((p) => p.slug));
    for (const [i, post] of bn.posts.entries()) {
      const english = en.posts[i]!;
      expect([post.date, post.image, post.category], post.slug).toEqual([
        english.date,
        english.image,
        english.category,
      ]);
      expect(post.content.map((b) => b.type)).toEqual(english.content.map((b) => b.type));
    }
  });

  it("keeps the FAQ, team, terms and learning materials the same length and ids", () => {
    expect(bnFaq.faqs).toHaveLength(enFaq.faqs.length);
    expect(bnTeam.team).toHaveLength(enTeam.team.length);
    expect(bnTerms.termsSections.map((s) => s.id)).toEqual(enTerms.termsSections.map((s) => s.id));
    expect(bnResources.materials.map((m) => m.slug)).toEqual(enResources.materials.map((m) => m.slug));
  });

  it("writes numbers in Bangla digits in running text", () => {
    const text = JSON.stringify([bn.posts, bnFaq.faqs, bnTeam.team]);
    // Dates, slugs and image paths keep Latin digits; the words that readers see do not.
    const visible = text.replace(/"(date|slug|image|id|src)":"[^"]*"/g, "").replaceAll(site.phone, "");
    expect(visible.match(/[\u0980-\u09FF][^"]{0,3}[0-9]|[0-9][^"]{0,3}[\u0980-\u09FF]/g) ?? []).toEqual([]);
  });
});
