import { type Dialect } from "../sql/index.js";
export interface SqlArgs {
    file?: string;
    dialect: Dialect;
    now?: string;
}
export declare function runSql(args: SqlArgs): Promise<number>;
