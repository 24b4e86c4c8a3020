// Command terraform-provider-hcsdk serves the SDK v2 reference provider alone (plugin protocol 5).
package main

import (
	"github.com/hashicorp/terraform-plugin-sdk/v2/plugin"
	"hcref/sdk"
)

func main() {
	plugin.Serve(&plugin.ServeOpts{ProviderFunc: sdk.New("hcsdk"), ProviderAddr: "registry.terraform.io/tflookup/hcsdk"})
}
