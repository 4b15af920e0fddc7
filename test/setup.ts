// Tests run Chevrotain's grammar validations; the shipped build skips them for start-up time.
import { enableGrammarValidation } from "../src/syntax/index.js";

enableGrammarValidation();
