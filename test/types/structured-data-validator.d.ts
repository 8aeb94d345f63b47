/** The part of @adobe/structured-data-validator the structured-data test uses (the package ships no types). */
declare module '@adobe/structured-data-validator' {
  export interface ValidationIssue {
    severity: 'ERROR' | 'WARNING';
    issueMessage: string;
    rootType: string;
  }
  /** Checks structured data in web-auto-extractor's shape: nodes by their root type, per format. */
  export default class Validator {
    /** Without schema.org's vocabulary, only Google's rich-result rules per type are checked. */
    constructor(schemaOrgJson?: unknown);
    validate(data: { jsonld?: Record<string, unknown[]> }): Promise<ValidationIssue[]>;
  }
}
