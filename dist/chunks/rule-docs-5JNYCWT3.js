import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);
import {
  REPOSITORY_URL,
  ruleDocsUrl,
  ruleMarkdown,
  ruleText,
  rulesIndexMarkdown,
  rulesMarkdown,
  rulesTable
} from "./chunk-AT5CLAVV.js";
import "./chunk-52M5XUTC.js";
import "./chunk-22DAHCAE.js";
export {
  REPOSITORY_URL,
  ruleDocsUrl,
  ruleMarkdown,
  ruleText,
  rulesIndexMarkdown,
  rulesMarkdown,
  rulesTable
};
