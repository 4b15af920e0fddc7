// src/text/is-object.ts
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export {
  isObject
};
