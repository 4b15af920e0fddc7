export declare function runLsp(): Promise<void>;
