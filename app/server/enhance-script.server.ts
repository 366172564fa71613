// The enhancement script's URL (decision 019): the built `assets/enhance-[hash].js`, or its source in development.
import src from "virtual:enhance-script";

export const enhanceScriptSrc: string = src;
