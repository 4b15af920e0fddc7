/** Token name -> the character codes that can start it. */
export type StartChars = Record<string, number[]>;
