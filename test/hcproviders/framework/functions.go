package framework

import (
	"context"
	"strings"

	"github.com/hashicorp/terraform-plugin-framework/function"
)

// joinFunction is variadic: join(separator, parts...) joins the parts with the separator.
type joinFunction struct{}

func (f *joinFunction) Metadata(_ context.Context, _ function.MetadataRequest, resp *function.MetadataResponse) {
	resp.Name = "join"
}

func (f *joinFunction) Definition(_ context.Context, _ function.DefinitionRequest, resp *function.DefinitionResponse) {
	resp.Definition = function.Definition{
		Summary:             "Joins strings with a separator",
		Parameters:          []function.Parameter{function.StringParameter{Name: "separator"}},
		VariadicParameter:   function.StringParameter{Name: "parts"},
		Return:              function.StringReturn{},
		MarkdownDescription: "Joins `parts` with `separator`.",
	}
}

func (f *joinFunction) Run(ctx context.Context, req function.RunRequest, resp *function.RunResponse) {
	var sep string
	var parts []string
	resp.Error = function.ConcatFuncErrors(resp.Error, req.Arguments.Get(ctx, &sep, &parts))
	if resp.Error != nil {
		return
	}
	resp.Error = function.ConcatFuncErrors(resp.Error, resp.Result.Set(ctx, strings.Join(parts, sep)))
}

// positiveFunction returns its argument, and a function error naming that argument when it is not positive.
type positiveFunction struct{}

func (f *positiveFunction) Metadata(_ context.Context, _ function.MetadataRequest, resp *function.MetadataResponse) {
	resp.Name = "positive"
}

func (f *positiveFunction) Definition(_ context.Context, _ function.DefinitionRequest, resp *function.DefinitionResponse) {
	resp.Definition = function.Definition{
		Summary:    "Checks that a number is positive",
		Parameters: []function.Parameter{function.Int64Parameter{Name: "number"}},
		Return:     function.Int64Return{},
	}
}

func (f *positiveFunction) Run(ctx context.Context, req function.RunRequest, resp *function.RunResponse) {
	var n int64
	resp.Error = function.ConcatFuncErrors(resp.Error, req.Arguments.Get(ctx, &n))
	if resp.Error != nil {
		return
	}
	if n <= 0 {
		resp.Error = function.NewArgumentFuncError(0, "number must be positive")
		return
	}
	resp.Error = function.ConcatFuncErrors(resp.Error, resp.Result.Set(ctx, n))
}
