// Command terraform-provider-goref is the test suite's reference provider: a real Terraform provider written in Go
// on HashiCorp's go-plugin and zclconf's go-cty, as upstream providers are, serving plugin protocol 5 and 6.
// See README.md beside it.
package main

import (
	"context"
	"os"
	"os/signal"
	"syscall"

	"github.com/hashicorp/go-hclog"
	"github.com/hashicorp/go-plugin"
	"google.golang.org/grpc"
	"goref/tfplugin5"
	"goref/tfplugin6"
)

// stderr is the process's real standard error: go-plugin points os.Stderr at a pipe nobody reads once serving.
var stderr = os.Stderr

// grpcPlugin registers one protocol version's server; go-plugin dispenses it as "provider", as Terraform asks.
type grpcPlugin struct {
	plugin.NetRPCUnsupportedPlugin
	register func(*grpc.Server)
}

func (g *grpcPlugin) GRPCServer(_ *plugin.GRPCBroker, s *grpc.Server) error {
	g.register(s)
	return nil
}

func (g *grpcPlugin) GRPCClient(context.Context, *plugin.GRPCBroker, *grpc.ClientConn) (interface{}, error) {
	panic("goref is a provider, never a client")
}

func main() {
	logger := hclog.New(&hclog.LoggerOptions{Name: "goref", Level: hclog.Trace, Output: stderr, JSONFormat: true})
	if os.Getenv("GOREF_IGNORE_SIGTERM") == "1" {
		// As a provider stuck in a call may behave: only SIGKILL ends it.
		signal.Ignore(syscall.SIGTERM)
		logger.Warn("ignoring SIGTERM")
	}
	p := &provider{log: logger}
	versions := map[int]plugin.PluginSet{
		5: {"provider": &grpcPlugin{register: func(s *grpc.Server) { tfplugin5.RegisterProviderServer(s, &server5{p: p}) }}},
		6: {"provider": &grpcPlugin{register: func(s *grpc.Server) { tfplugin6.RegisterProviderServer(s, &server6{p: p}) }}},
	}
	// go-plugin picks the newest version the client offers; GOREF_PROTOCOL=5 or 6 keeps only that one.
	switch os.Getenv("GOREF_PROTOCOL") {
	case "5":
		delete(versions, 6)
	case "6":
		delete(versions, 5)
	}
	plugin.Serve(&plugin.ServeConfig{
		HandshakeConfig: plugin.HandshakeConfig{
			ProtocolVersion:  5,
			MagicCookieKey:   "TF_PLUGIN_MAGIC_COOKIE",
			MagicCookieValue: "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2",
		},
		VersionedPlugins: versions,
		GRPCServer: func(opts []grpc.ServerOption) *grpc.Server {
			return grpc.NewServer(append(opts, grpc.MaxRecvMsgSize(256<<20), grpc.MaxSendMsgSize(256<<20))...)
		},
		Logger: logger,
	})
	logger.Info("shut down")
}
