/* The slots of the Int32Array a blocking worker and its caller share. */
/** How many replies the worker has posted: the caller sleeps on it. */
export const REPLIES = 0;
/** 1 once the worker has stopped, for whatever reason. */
export const GONE = 1;
