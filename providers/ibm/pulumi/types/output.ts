// generated — do not edit: written by `npm run generate` from IBM-Cloud/ibm@2.5.0.

/** Upstream: `ibm_account.account_users`. */
export interface getAccountAccountUser {
  readonly email: string;
  readonly id: string;
  readonly role: string;
  readonly state: string;
}

/** Upstream: `ibm_account_info.traits`. */
export interface getAccountInfoTrait {
  readonly euSupported: boolean;
  readonly hippa: boolean;
  readonly poc: boolean;
}

/** Upstream: `ibm_app_config_collection.features`. */
export interface getAppConfigCollectionFeature {
  readonly featureId: string;
  readonly name: string;
}

/** Upstream: `ibm_app_config_collection.properties`. */
export interface getAppConfigCollectionProperty {
  readonly name: string;
  readonly propertyId: string;
}

/** Upstream: `ibm_app_config_collections.collections`. */
export interface getAppConfigCollectionsCollection {
  readonly collectionId: string;
  readonly createdTime: string;
  readonly description: string;
  readonly features: getAppConfigCollectionsCollectionFeature[];
  readonly featuresCount: number;
  readonly href: string;
  readonly name: string;
  readonly properties: getAppConfigCollectionsCollectionProperty[];
  readonly propertiesCount: number;
  readonly tags: string;
  readonly updatedTime: string;
}

/** Upstream: `ibm_app_config_collections.collections.features`. */
export interface getAppConfigCollectionsCollectionFeature {
  readonly featureId: string;
  readonly name: string;
}

/** Upstream: `ibm_app_config_collections.collections.properties`. */
export interface getAppConfigCollectionsCollectionProperty {
  readonly name: string;
  readonly propertyId: string;
}

/** Upstream: `ibm_app_config_environments.environments`. */
export interface getAppConfigEnvironmentsEnvironment {
  readonly colorCode: string;
  readonly createdTime: string;
  readonly description: string;
  readonly environmentId: string;
  readonly href: string;
  readonly name: string;
  readonly tags: string;
  readonly updatedTime: string;
}

/** Upstream: `ibm_app_config_environments.first`. */
export interface getAppConfigEnvironmentsFirst {
  readonly href: string;
}

/** Upstream: `ibm_app_config_environments.last`. */
export interface getAppConfigEnvironmentsLast {
  readonly href: string;
}

/** Upstream: `ibm_app_config_environments.next`. */
export interface getAppConfigEnvironmentsNext {
  readonly href: string;
}

/** Upstream: `ibm_app_config_environments.previous`. */
export interface getAppConfigEnvironmentsPreviouse {
  readonly href: string;
}

/** Upstream: `ibm_app_config_feature.collections`. */
export interface getAppConfigFeatureCollection {
  readonly collectionId: string;
  readonly name: string;
}

/** Upstream: `ibm_app_config_feature.segment_rules`. */
export interface getAppConfigFeatureSegmentRule {
  readonly order: number;
  readonly rolloutPercentage: number;
  readonly rules: getAppConfigFeatureSegmentRuleRule[];
  readonly value: string;
}

/** Upstream: `ibm_app_config_feature.segment_rules.rules`. */
export interface getAppConfigFeatureSegmentRuleRule {
  readonly segments: string[];
}

/** Upstream: `ibm_app_config_features.features`. */
export interface getAppConfigFeaturesFeature {
  readonly collections: getAppConfigFeaturesFeatureCollection[];
  readonly createdTime: string;
  readonly description: string;
  readonly disabledValue: string;
  readonly enabled: boolean;
  readonly enabledValue: string;
  readonly featureId: string;
  readonly format: string;
  readonly href: string;
  readonly name: string;
  readonly rolloutPercentage: number;
  readonly segmentExists: boolean;
  readonly segmentRules: getAppConfigFeaturesFeatureSegmentRule[];
  readonly tags: string;
  readonly type: string;
  readonly updatedTime: string;
}

/** Upstream: `ibm_app_config_features.features.collections`. */
export interface getAppConfigFeaturesFeatureCollection {
  readonly collectionId: string;
  readonly name: string;
}

/** Upstream: `ibm_app_config_features.features.segment_rules`. */
export interface getAppConfigFeaturesFeatureSegmentRule {
  readonly order: number;
  readonly rolloutPercentage: number;
  readonly rules: getAppConfigFeaturesFeatureSegmentRuleRule[];
  readonly value: string;
}

/** Upstream: `ibm_app_config_features.features.segment_rules.rules`. */
export interface getAppConfigFeaturesFeatureSegmentRuleRule {
  readonly segments: string[];
}

/** Upstream: `ibm_app_config_features.first`. */
export interface getAppConfigFeaturesFirst {
  readonly href: string;
}

/** Upstream: `ibm_app_config_features.last`. */
export interface getAppConfigFeaturesLast {
  readonly href: string;
}

/** Upstream: `ibm_app_config_features.next`. */
export interface getAppConfigFeaturesNext {
  readonly href: string;
}

/** Upstream: `ibm_app_config_features.previous`. */
export interface getAppConfigFeaturesPreviouse {
  readonly href: string;
}

/** Upstream: `ibm_app_config_integrations.first`. */
export interface getAppConfigIntegrationsFirst {
  readonly href: string;
}

/** Upstream: `ibm_app_config_integrations.integrations`. */
export interface getAppConfigIntegrationsIntegration {
  readonly integrationId: string;
  readonly integrationType: string;
}

/** Upstream: `ibm_app_config_integrations.last`. */
export interface getAppConfigIntegrationsLast {
  readonly href: string;
}

/** Upstream: `ibm_app_config_integrations.next`. */
export interface getAppConfigIntegrationsNext {
  readonly href: string;
}

/** Upstream: `ibm_app_config_integrations.previous`. */
export interface getAppConfigIntegrationsPreviouse {
  readonly href: string;
}
