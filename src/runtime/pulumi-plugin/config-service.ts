/**
 * CheckConfig, DiffConfig and Configure for the gRPC service. The provider SDK's main() (3.248.0) answers
 * CheckConfig/DiffConfig with UNIMPLEMENTED and its Configure drops the configuration on the floor (its
 * Provider interface has no configure hook), so these three are served here instead.
 */
import type * as grpc from "@grpc/grpc-js";
import * as structproto from "google-protobuf/google/protobuf/struct_pb";
import * as provproto from "@pulumi/pulumi/proto/provider_pb";
import type { PackageSchema } from "./package-files";
import { checkConfig, ConfigError, diffConfig, settingsFromConfigure, type ProviderSettings } from "./provider-config";
import { GRPC_INVALID_ARGUMENT } from "./call-error";

type Unary<Req, Res> = (call: grpc.ServerUnaryCall<Req, Res>, callback: grpc.sendUnaryData<Res>) => void;

export interface ConfigService {
  checkConfig: Unary<provproto.CheckRequest, provproto.CheckResponse>;
  diffConfig: Unary<provproto.DiffRequest, provproto.DiffResponse>;
  configure: Unary<provproto.ConfigureRequest, provproto.ConfigureResponse>;
}

export interface ConfigTarget {
  schema(): PackageSchema;
  configure(settings: ProviderSettings): void;
}

const structObject = (s: structproto.Struct | undefined): Record<string, unknown> => (s ? s.toJavaScript() : {});

export function configService(target: ConfigTarget): ConfigService {
  return {
    checkConfig(call, callback) {
      try {
        const req = call.request;
        const failures = checkConfig(structObject(req.getNews()), target.schema());
        const resp = new provproto.CheckResponse();
        resp.setInputs(req.getNews() ?? new structproto.Struct());
        resp.setFailuresList(
          failures.map((f) => {
            const failure = new provproto.CheckFailure();
            failure.setProperty(f.property);
            failure.setReason(f.reason);
            return failure;
          }),
        );
        callback(null, resp);
      } catch (e) {
        callback(e as Error, null);
      }
    },

    diffConfig(call, callback) {
      const req = call.request;
      const diffs = diffConfig(structObject(req.getOlds()), structObject(req.getNews()));
      const resp = new provproto.DiffResponse();
      resp.setChanges(diffs.length ? provproto.DiffResponse.DiffChanges.DIFF_SOME : provproto.DiffResponse.DiffChanges.DIFF_NONE);
      resp.setDiffsList(diffs);
      callback(null, resp);
    },

    configure(call, callback) {
      const req = call.request;
      try {
        const settings = settingsFromConfigure(
          { args: req.hasArgs() ? structObject(req.getArgs()) : undefined, variables: req.getVariablesMap().getEntryList() },
          target.schema(),
        );
        target.configure(settings);
      } catch (e) {
        if (e instanceof ConfigError) {
          callback({ code: GRPC_INVALID_ARGUMENT, details: `invalid ${target.schema().name} configuration: ${e.message}` }, null);
          return;
        }
        callback(e as Error, null);
        return;
      }
      const resp = new provproto.ConfigureResponse();
      // Secrets are understood (and kept) in both directions. Resource references and output values are
      // declined: lookups take plain values, so the Pulumi engine should send an id string rather than a reference.
      resp.setAcceptsecrets(true);
      resp.setAcceptresources(false);
      resp.setAcceptoutputs(false);
      resp.setSupportspreview(false);
      callback(null, resp);
    },
  };
}
