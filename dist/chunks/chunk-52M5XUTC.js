import { createRequire as __pqlCreateRequire } from 'node:module'; const require = __pqlCreateRequire(import.meta.url);

// src/text/plural.ts
function plural(n, one, many = `${one}s`) {
  return `${n} ${noun(n, one, many)}`;
}
function noun(n, one, many = `${one}s`) {
  return n === 1 ? one : many;
}

export {
  plural,
  noun
};
