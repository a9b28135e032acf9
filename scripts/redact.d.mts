export declare const redact: (text: string) => string;
