import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { itemDefinitionRoutes } from '../../../../shared/api/item-definition-routes.ts';
import type { ItemDefinition } from '../../../../shared/generated/types.gen.ts';
import { isNewDefinition } from '../../../../shared/workflows/definition-draft.ts';
import { callApi } from '../../../lib/api.ts';

/** The cache the server names in X-Store-Refresh after an item definition changes. */
export const itemDefinitionsCache = 'itemDefinitions';

/** The organisation's item definitions and other organisations' public ones, as list rows. */
export function itemDefinitionListQueryOptions(orgGuid: string) {
  return queryOptions({
    queryKey: [itemDefinitionsCache, orgGuid],
    queryFn: () => callApi(itemDefinitionRoutes.getAllItemDefinitionDtos, { params: { orgGuid } }),
  });
}

export const useItemDefinitionList = (orgGuid: string | undefined) =>
  useQuery({ ...itemDefinitionListQueryOptions(orgGuid ?? ''), enabled: Boolean(orgGuid) });

/** One whole item definition: statuses, expiry, triggers, security. */
export function itemDefinitionQueryOptions(orgGuid: string, guid: string) {
  return queryOptions({
    queryKey: [itemDefinitionsCache, orgGuid, guid],
    queryFn: () =>
      callApi(itemDefinitionRoutes.getItemDefinition, { params: { orgGuid, itemDefinitionGuid: guid } }),
  });
}

export const useItemDefinition = (orgGuid: string, guid: string) =>
  useQuery({
    ...itemDefinitionQueryOptions(orgGuid, guid),
    enabled: Boolean(orgGuid) && !isNewDefinition(guid),
  });

/** The item whose form this is (the item form designer's way from a form to its item). */
export const useItemDefinitionOfForm = (orgGuid: string | undefined, formGuid: string) =>
  useQuery({
    queryKey: [itemDefinitionsCache, orgGuid, 'form', formGuid],
    queryFn: () =>
      callApi(itemDefinitionRoutes.getComplianceItemDefinitionFromFormGuid, {
        params: { orgGuid: orgGuid ?? '', formDefinitionGuid: formGuid },
      }),
    enabled: Boolean(orgGuid),
    retry: false,
  });

/** Creates an item with a placeholder guid (the server gives it an empty form), replaces any other. */
function saveItemDefinition(item: ItemDefinition): Promise<ItemDefinition> {
  return isNewDefinition(item.guid)
    ? callApi(itemDefinitionRoutes.createItemDefinition, { body: item })
    : callApi(itemDefinitionRoutes.updateItemDefinition, {
        params: { itemDefinitionGuid: item.guid },
        body: item,
      });
}

/** Saves the drawer's draft and keeps the stored item in its cache, so the reopened drawer shows it at once. */
export function useSaveItemDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveItemDefinition,
    onSuccess: (saved) => {
      queryClient.setQueryData(itemDefinitionQueryOptions(saved.orgGuid, saved.guid).queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: [itemDefinitionsCache, saved.orgGuid], exact: true });
    },
  });
}

/** Deletes an item definition; the server refuses one that checklists hold, with its message. */
export function useDeleteItemDefinition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: ItemDefinition) =>
      callApi(itemDefinitionRoutes.deleteItemDefinition, { query: { itemDefinitionGuid: item.guid } }),
    onSuccess: (_nothing, item) =>
      queryClient.invalidateQueries({ queryKey: [itemDefinitionsCache, item.orgGuid] }),
  });
}
