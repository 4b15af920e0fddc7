export declare const completion: {
    onReturn: boolean;
};
