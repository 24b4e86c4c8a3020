// Command terraform-provider-hcmux serves both reference providers as one, through terraform-plugin-mux, as IBM's
// provider does: the SDK v2 provider upgraded to plugin protocol 6, beside the framework provider.
package main

import (
	"context"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6"
	"github.com/hashicorp/terraform-plugin-go/tfprotov6/tf6server"
	"github.com/hashicorp/terraform-plugin-mux/tf5to6server"
	"github.com/hashicorp/terraform-plugin-mux/tf6muxserver"
	"hcref/framework"
	"hcref/sdk"
)

func main() {
	ctx := context.Background()
	upgraded, err := tf5to6server.UpgradeServer(ctx, sdk.New("hcmux")().GRPCProvider)
	if err != nil {
		log.Fatal(err)
	}
	mux, err := tf6muxserver.NewMuxServer(ctx,
		providerserver.NewProtocol6(framework.New("hcmux")()),
		func() tfprotov6.ProviderServer { return upgraded },
	)
	if err != nil {
		log.Fatal(err)
	}
	if err := tf6server.Serve("registry.terraform.io/tflookup/hcmux", mux.ProviderServer); err != nil {
		log.Fatal(err)
	}
}
