/** Called by a generated `package.ts`; returns the name so that the module can export it as a constant. */
export declare function registerPackage(name: string, dir: string, version?: string): string;
/** The folder of a registered package's generated SDK (`…/<type>/pulumi`), or undefined if none registered. */
export declare function packageDir(name: string): string | undefined;
/** The version a registered package was generated for (its upstream provider's), which its plugin reports. */
export declare function packageVersion(name: string): string | undefined;
