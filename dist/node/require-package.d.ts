/** The package's exports; throws Node's MODULE_NOT_FOUND error when it is not installed. */
export declare function requirePackage<T>(specifier: string): T;
