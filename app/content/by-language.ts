import type { Language } from "~/lib/i18n/language";
import * as about from "./about";
import * as blog from "./blog";
import * as bnAbout from "./bn/about";
import * as bnBlog from "./bn/blog";
import * as bnClassModel from "./bn/class-model";
import * as bnErrors from "./bn/errors";
import * as bnFaq from "./bn/faq";
import * as bnPages from "./bn/pages";
import * as bnProgrammes from "./bn/programmes";
import * as bnResources from "./bn/resources";
import * as bnServices from "./bn/services";
import * as bnStore from "./bn/store";
import * as bnTeam from "./bn/team";
import * as bnTerms from "./bn/terms";
import * as bnTestimonials from "./bn/testimonials";
import * as bnTrial from "./bn/trial";
import * as classModel from "./class-model";
import * as errors from "./errors";
import * as faq from "./faq";
import * as pages from "./pages";
import * as programmes from "./programmes";
import * as resources from "./resources";
import * as services from "./services";
import * as store from "./store";
import * as team from "./team";
import * as terms from "./terms";
import * as testimonials from "./testimonials";
import * as trial from "./trial";

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
    errors,
    faq,
    pages,
    programmes,
    resources,
    services,
    store,
    team,
    terms,
    testimonials,
    trial,
  },
  bn: {
    about: bnAbout,
    blog: bnBlog,
    classModel: bnClassModel,
    errors: bnErrors,
    faq: bnFaq,
    pages: bnPages,
    programmes: bnProgrammes,
    resources: bnResources,
    services: bnServices,
    store: bnStore,
    team: bnTeam,
    terms: bnTerms,
    testimonials: bnTestimonials,
    trial: bnTrial,
  },
} satisfies Record<Language, unknown>;

export const contentIn = (language: Language) => content[language];
