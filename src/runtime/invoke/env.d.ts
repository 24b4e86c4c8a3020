/** The first of `names` that is set (to anything but the empty string). */
export declare function envString(...names: string[]): string | undefined;
/** Like envString, parsed; a value that is not a number is ignored rather than turned into NaN. */
export declare function envNumber(...names: string[]): number | undefined;
/** Accepts the spellings Go's strconv.ParseBool accepts, as the upstream providers use it. */
export declare function envBoolean(...names: string[]): boolean | undefined;
