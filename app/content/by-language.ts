import type { Language } from "~/lib/i18n/language";
import * as about from "./about";
import * as blog from "./blog";
import * as bnAbout from "./bn/about";
import * as bnBlog from "./bn/blog";
import * as bnClassModel from "./bn/class-model";
import * as bnPages from "./bn/pages";
import * as bnProgrammes from "./bn/programmes";
import * as bnTeam from "./bn/team";
import * as bnTerms from "./bn/terms";
import * as bnTestimonials from "./bn/testimonials";
import * as classModel from "./class-model";
import * as pages from "./pages";
import * as programmes from "./programmes";
import * as team from "./team";
import * as terms from "./terms";
import * as testimonials from "./testimonials";

/** The English category names are the keys; these are what a page shows. */
const englishCategories = { "Early Learning": "Early Learning", Parenting: "Parenting", Curriculum: "Curriculum" };

/**
 * The site's written content in one language: the English modules, or their Bangla twins in ./bn (same names,
 * same shapes, the same ids and slugs).
 */
const content = {
  en: {
    about,
    blog: { posts: blog.posts, categoryLabels: englishCategories },
    classModel,
    pages,
    programmes,
    team,
    terms,
    testimonials,
  },
  bn: {
    about: bnAbout,
    blog: bnBlog,
    classModel: bnClassModel,
    pages: bnPages,
    programmes: bnProgrammes,
    team: bnTeam,
    terms: bnTerms,
    testimonials: bnTestimonials,
  },
} satisfies Record<Language, unknown>;

export const contentIn = (language: Language) => content[language];
