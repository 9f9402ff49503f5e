import type { ResourceResolvers } from '../auth/resource-rule.ts';
import { fileResource } from './file-resource.ts';
import { designedFormResource, formResource } from './form-resource.ts';
import { itemDefinitionResource, visibleItemDefinitionResource } from './item-resource.ts';
import { listDefinitionResource } from './list-resource.ts';
import { responseResource } from './response-resource.ts';
import { workflowDefinitionResource, workflowInstanceResource } from './workflow-resources.ts';

/** How each kind of record a route reaches by guid is loaded and checked (routes name them in `resource(...)`). */
export const resourceResolvers: ResourceResolvers = {
  form: formResource,
  designedForm: designedFormResource,
  response: responseResource,
  file: fileResource,
  workflowDefinition: workflowDefinitionResource,
  workflowInstance: workflowInstanceResource,
  listDefinition: listDefinitionResource,
  itemDefinition: itemDefinitionResource,
  visibleItemDefinition: visibleItemDefinitionResource,
};
