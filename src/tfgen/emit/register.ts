// Emitters beyond the CDKTF bindings register themselves on import; this file is the one list of them.
export {};
