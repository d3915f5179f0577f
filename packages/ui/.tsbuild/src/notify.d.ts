/** The one way to toast (SPEC 9: top-right, 5000 ms; position is set on the provider). */
export declare const notifySuccess: (message: string) => string;
export declare const notifyError: (message: string) => string;
