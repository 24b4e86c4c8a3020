/**
 * The provider plugin protocol shared by tflookup's plugin client (src/runtime/engines/plugin) and the test
 * stand-in providers (test/standin), which import nothing else from src/.
 */
export * from "./proto-source";
export * from "./service-definitions";
export * from "./go-plugin";
