// The browser entry: the only script a page names. It finds the behaviours the page's markup
// asks for (data-enhance), loads just those chunks and attaches them. Controls work before
// this runs (links, forms, <details>, popover); behaviours add what the platform lacks.
import { createEnhancer } from "./enhance";
import { READY_ATTRIBUTE } from "./markup";

void createEnhancer()(document).then(() => document.documentElement.setAttribute(READY_ATTRIBUTE, "true"));
