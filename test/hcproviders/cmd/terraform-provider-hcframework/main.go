// Command terraform-provider-hcframework serves the framework reference provider alone (plugin protocol 6).
package main

import (
	"context"
	"log"

	"github.com/hashicorp/terraform-plugin-framework/providerserver"
	"hcref/framework"
)

func main() {
	err := providerserver.Serve(context.Background(), framework.New("hcframework"), providerserver.ServeOpts{
		Address: "registry.terraform.io/tflookup/hcframework",
	})
	if err != nil {
		log.Fatal(err)
	}
}
