// Unit tests read the site's own content folder (CONTENT_DIR, default content/) the first time
// something asks for the current content, as scripts do; the server installs it before it listens.
import { readContentOnFirstUse } from "~/content/install.server";

readContentOnFirstUse();
