// Package sdk is a reference provider on HashiCorp's terraform-plugin-sdk v2 (plugin protocol 5), the library
// most older providers (EdgeCenter's among them) are written on. Its type name is a parameter, so that the same
// code serves alone (hcsdk) and muxed with the framework provider (hcmux).
package sdk

import (
	"context"
	"fmt"
	"sort"
	"strings"
	"time"

	"github.com/hashicorp/go-cty/cty"
	"github.com/hashicorp/terraform-plugin-sdk/v2/diag"
	"github.com/hashicorp/terraform-plugin-sdk/v2/helper/schema"
)

// New returns the provider under the type name typeName.
func New(typeName string) func() *schema.Provider {
	return func() *schema.Provider {
		return &schema.Provider{
			// The same provider block as the framework provider's: muxed servers must declare one block.
			Schema: map[string]*schema.Schema{
				"endpoint":       {Type: schema.TypeString, Optional: true, DefaultFunc: schema.EnvDefaultFunc("HCREF_ENDPOINT", nil)},
				"token":          {Type: schema.TypeString, Optional: true, Sensitive: true},
				"fail_configure": {Type: schema.TypeBool, Optional: true},
			},
			ConfigureContextFunc: configure,
			DataSourcesMap: map[string]*schema.Resource{
				typeName + "_legacy": legacy(),
				typeName + "_slow":   slow(),
			},
		}
	}
}

type settings struct {
	endpoint    string
	tokenLength int
}

func configure(_ context.Context, d *schema.ResourceData) (interface{}, diag.Diagnostics) {
	if d.Get("fail_configure").(bool) {
		return nil, diag.Diagnostics{{
			Severity: diag.Error, Summary: "Configuration refused", Detail: "fail_configure is true, so this provider refuses to configure.",
			AttributePath: cty.GetAttrPath("fail_configure"),
		}}
	}
	return &settings{endpoint: d.Get("endpoint").(string), tokenLength: len(d.Get("token").(string))}, nil
}

// legacy covers SDK v2's schema kinds: a set of resources, a map, lists of primitives, Sensitive, Deprecated,
// ExactlyOneOf and ConflictsWith, a DefaultFunc from the environment, computed lists of objects.
func legacy() *schema.Resource {
	return &schema.Resource{
		Description: "SDK v2 schema kinds, answered as received.",
		Schema: map[string]*schema.Schema{
			"by_id":   {Type: schema.TypeInt, Optional: true, ExactlyOneOf: []string{"by_id", "by_name"}},
			"by_name": {Type: schema.TypeString, Optional: true},
			"region":  {Type: schema.TypeString, Optional: true, DefaultFunc: schema.EnvDefaultFunc("HCREF_REGION", "default-region")},
			"tags":    {Type: schema.TypeMap, Optional: true, Elem: &schema.Schema{Type: schema.TypeString}},
			"ports":   {Type: schema.TypeList, Optional: true, Elem: &schema.Schema{Type: schema.TypeInt}},
			"zones":   {Type: schema.TypeSet, Optional: true, Elem: &schema.Schema{Type: schema.TypeString}},
			"rule": {Type: schema.TypeSet, Optional: true, Elem: &schema.Resource{Schema: map[string]*schema.Schema{
				"name":     {Type: schema.TypeString, Required: true},
				"priority": {Type: schema.TypeInt, Optional: true},
			}}},
			"secret":     {Type: schema.TypeString, Optional: true, Sensitive: true, ConflictsWith: []string{"plain"}},
			"plain":      {Type: schema.TypeString, Optional: true},
			"old":        {Type: schema.TypeString, Optional: true, Deprecated: "old is deprecated: use by_name."},
			"summary":    {Type: schema.TypeString, Computed: true},
			"rule_count": {Type: schema.TypeInt, Computed: true},
			"endpoint":   {Type: schema.TypeString, Computed: true},
			"entries": {Type: schema.TypeList, Computed: true, Elem: &schema.Resource{Schema: map[string]*schema.Schema{
				"key":   {Type: schema.TypeString, Computed: true},
				"value": {Type: schema.TypeString, Computed: true},
			}}},
		},
		ReadContext: readLegacy,
	}
}

func readLegacy(_ context.Context, d *schema.ResourceData, meta interface{}) diag.Diagnostics {
	s, _ := meta.(*settings)
	if s == nil {
		s = &settings{}
	}
	id := d.Get("by_name").(string)
	if v, ok := d.GetOk("by_id"); ok {
		id = fmt.Sprint(v.(int))
	}
	d.SetId("legacy-" + id)
	tags := d.Get("tags").(map[string]interface{})
	keys := make([]string, 0, len(tags))
	for k := range tags {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	entries := make([]map[string]interface{}, 0, len(keys))
	for _, k := range keys {
		entries = append(entries, map[string]interface{}{"key": k, "value": tags[k]})
	}
	rules := d.Get("rule").(*schema.Set).Len()
	parts := []string{"id=" + id, "region=" + d.Get("region").(string), fmt.Sprintf("rules=%d", rules)}
	return diag.FromErr(firstError(
		d.Set("summary", strings.Join(parts, " ")),
		d.Set("rule_count", rules),
		d.Set("endpoint", s.endpoint),
		d.Set("entries", entries),
	))
}

// slow has a timeouts block (read), as SDK v2 data sources with Timeouts do.
func slow() *schema.Resource {
	return &schema.Resource{
		Schema: map[string]*schema.Schema{
			"name":   {Type: schema.TypeString, Required: true},
			"waited": {Type: schema.TypeString, Computed: true},
		},
		Timeouts:    &schema.ResourceTimeout{Read: schema.DefaultTimeout(30 * time.Second)},
		ReadContext: readSlow,
	}
}

func readSlow(_ context.Context, d *schema.ResourceData, _ interface{}) diag.Diagnostics {
	d.SetId("slow-" + d.Get("name").(string))
	return diag.FromErr(d.Set("waited", d.Timeout(schema.TimeoutRead).String()))
}

func firstError(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
