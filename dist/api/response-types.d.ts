export interface EvaluationToggle {
    enabled: boolean;
    [key: string]: unknown;
}
export interface SegmentEvaluationInfo {
    batch?: EvaluationToggle;
    continuous?: EvaluationToggle;
    synchronous?: EvaluationToggle;
    [key: string]: unknown;
}
export interface SegmentExpression {
    type: string;
    format: string;
    value: string;
    [key: string]: unknown;
}
/** A segment definition as the Segmentation API returns it. */
export interface SegmentDefinition {
    id: string;
    name: string;
    description?: string | null | undefined;
    expression: SegmentExpression;
    schema: {
        name: string;
        [key: string]: unknown;
    };
    evaluationInfo?: SegmentEvaluationInfo;
    mergePolicyId?: string | null | undefined;
    profileInstanceId?: string;
    imsOrgId?: string;
    sandbox?: {
        sandboxId?: string;
        sandboxName?: string;
        type?: string;
        default?: boolean;
        [key: string]: unknown;
    };
    dataGovernancePolicy?: {
        excludeOptOut?: boolean;
        [key: string]: unknown;
    };
    ttlInDays?: number;
    creationTime?: number;
    updateTime?: number;
    updateEpoch?: number;
    [key: string]: unknown;
}
/** One page of `GET /segment/definitions`. */
export interface SegmentDefinitionPage {
    segments: SegmentDefinition[];
    page?: {
        totalCount?: number;
        totalPages?: number;
        sortField?: string;
        sort?: string;
        pageSize?: number;
        limit?: number;
        [key: string]: unknown;
    };
    link?: {
        next?: string;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/** What `POST /segment/conversion` answers: the definition sent, its expression in the other format. */
export interface SegmentConversion {
    expression: SegmentExpression;
    [key: string]: unknown;
}
/** A profile merge policy; `isActiveOnEdge` and `default` read as false when absent. */
export interface MergePolicy {
    id: string;
    name: string;
    imsOrgId?: string;
    schema?: {
        name: string;
        [key: string]: unknown;
    };
    version?: number;
    identityGraph?: {
        type: string;
        [key: string]: unknown;
    };
    attributeMerge?: {
        type: string;
        [key: string]: unknown;
    };
    isActiveOnEdge: boolean;
    default: boolean;
    updateEpoch?: number;
    [key: string]: unknown;
}
/** A preview job, as `POST /preview` answers. */
export interface PreviewJob {
    previewId: string;
    state?: string;
    previewQueryId?: string;
    [key: string]: unknown;
}
/** An estimate; `state` is RUNNING until the job is RESULT_READY or FAILED (NEW right after creation). */
export interface Estimate {
    state: string;
    estimatedSize: number;
    profilesReadSoFar: number;
    profilesMatchedSoFar: number;
    totalRows: number;
    numRowsToRead?: number;
    standardError: number;
    /** AEP's confidence level, e.g. "95%" (the interval itself is `intervalOf`). */
    confidenceInterval: string;
    estimatedNamespaceDistribution: {
        namespaceId: string;
        profilesMatchedSoFar: number;
        [key: string]: unknown;
    }[];
    error?: {
        description?: string;
        traceback?: string;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/** `{id, etag}`: every Flow Service create and PATCH answers this. */
export interface Created {
    id: string;
    etag?: string;
    [key: string]: unknown;
}
/** A Flow Service connection (base, source or target). */
export interface ConnectionItem {
    id: string;
    name?: string;
    description?: string;
    etag: string;
    state?: string;
    baseConnectionId?: string;
    connectionSpec?: {
        id: string;
        version?: string;
        [key: string]: unknown;
    };
    auth?: {
        specName?: string;
        params?: Record<string, unknown>;
        [key: string]: unknown;
    };
    [key: string]: unknown;
}
/** A Flow Service dataflow. */
export interface FlowItem {
    id: string;
    name?: string;
    description?: string;
    state?: string;
    etag: string;
    flowSpec?: {
        id: string;
        version?: string;
        [key: string]: unknown;
    };
    sourceConnectionIds: string[];
    targetConnectionIds: string[];
    transformations?: {
        name: string;
        params?: Record<string, unknown>;
        [key: string]: unknown;
    }[];
    options?: {
        inletUrl?: string;
        [key: string]: unknown;
    };
    lastOperation?: {
        operation?: string;
        started?: number;
        updated?: number;
        status?: {
            value?: string;
            errors?: unknown[];
            [key: string]: unknown;
        };
        [key: string]: unknown;
    };
    createdAt?: number;
    updatedAt?: number;
    [key: string]: unknown;
}
