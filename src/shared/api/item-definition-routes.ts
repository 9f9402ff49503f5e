import type { ItemDefinition, ItemDefinitionDto } from '../generated/types.gen.ts';
import { defineRoute, ofType } from './define-route.ts';

/** Compliance item definitions: the Items setup list, its drawer and the item form designer. */
export const itemDefinitionRoutes = {
  getAllItemDefinitionDtos: defineRoute('GET', '/api/ItemDefinition/:orgGuid/GetAllItemDefinitionDtos', {
    response: ofType<ItemDefinitionDto[]>(),
  }),
  getItemDefinition: defineRoute(
    'GET',
    '/api/ItemDefinition/:orgGuid/:itemDefinitionGuid/GetItemDefinition',
    { response: ofType<ItemDefinition>() },
  ),
  getComplianceItemDefinitionFromFormGuid: defineRoute(
    'GET',
    '/api/ItemDefinition/:orgGuid/:formDefinitionGuid/GetComplianceItemDefinitionFromFormGuid',
    { response: ofType<ItemDefinition>() },
  ),
  createItemDefinition: defineRoute('POST', '/api/ItemDefinition/CreateItemDefinition', {
    body: ofType<ItemDefinition>(),
    response: ofType<ItemDefinition>(),
  }),
  updateItemDefinition: defineRoute('PUT', '/api/ItemDefinition/:itemDefinitionGuid/UpdateItemDefinition', {
    body: ofType<ItemDefinition>(),
    response: ofType<ItemDefinition>(),
  }),
  deleteItemDefinition: defineRoute('DELETE', '/api/ItemDefinition/DeleteItemDefinition', {
    query: ofType<{ itemDefinitionGuid: string }>(),
    response: ofType<undefined>(),
  }),
};
