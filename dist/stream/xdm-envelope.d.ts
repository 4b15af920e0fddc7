export interface EnvelopeTarget {
    schemaId: string;
    imsOrgId: string;
    datasetId: string;
    flowId: string;
}
export interface XdmEnvelope {
    header: {
        schemaRef: {
            id: string;
            contentType: string;
        };
        imsOrgId: string;
        datasetId: string;
        flowId: string;
    };
    body: {
        xdmMeta: {
            schemaRef: {
                id: string;
                contentType: string;
            };
        };
        xdmEntity: unknown;
    };
}
export declare function xdmEnvelope(target: EnvelopeTarget, entity: unknown): XdmEnvelope;
