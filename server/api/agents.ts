import { z } from "zod";
import { flagInput, idInput, pagingInput, searchInput } from "../../app/lib/input-schemas.ts";
import { listAgentProperties } from "../../app/modules/agents/list-agent-properties.server.ts";
import { listAgents } from "../../app/modules/agents/list-agents.server.ts";
import { agentAnswer, toAgentAnswer } from "./answers/agent.ts";
import { absoluteMedia } from "./answers/media.ts";
import { projectAnswer, toProjectAnswer } from "./answers/project.ts";
import { answerContext, propertyAnswer, propertyAnswers } from "./answers/property.ts";
import { defineCall } from "./define-call.ts";

export const agentCalls = [
  defineCall({
    method: "GET",
    path: "agent-list",
    auth: "public",
    tag: "Agents",
    summary: "Users who list, verified first, with their public listing and project counts",
    input: z.object({ ...pagingInput, search: searchInput.optional(), is_verified: flagInput.optional() }),
    output: z.array(agentAnswer),
    cacheSeconds: 60,
    handler: async ({ input, services }) => {
      const page = await listAgents(services, {
        limit: input.limit,
        offset: input.offset,
        search: input.search,
        verifiedOnly: input.is_verified,
      });
      return { data: absoluteMedia(page.items.map(toAgentAnswer), services.env.baseUrl), total: page.total };
    },
  }),
  defineCall({
    method: "GET",
    path: "agent-properties",
    auth: "optional",
    tag: "Agents",
    summary: "An agent's card with their public listings, or their projects with is_projects; the agent by id or by agent-list's slug_id",
    input: z
      .object({
        ...pagingInput,
        id: idInput().optional(),
        // agent-list's slug_id, as eBroker's clients send it (the id as text).
        slug_id: idInput().optional(),
        is_projects: flagInput.optional(),
        // eBroker's clients send is_admin for staff listings; staff listings are not agents' here.
        is_admin: flagInput.optional(),
      })
      .refine((input) => input.id !== undefined || input.slug_id !== undefined, { error: "invalidValue", path: ["id"] }),
    output: z
      .object({
        customer_data: agentAnswer,
        properties_data: z.array(propertyAnswer),
        projects_data: z.array(projectAnswer),
      })
      .loose(),
    handler: async (call) => {
      const { input, actor, services, lang } = call;
      const result = await listAgentProperties(services, {
        agentId: (input.id ?? input.slug_id)!,
        isProjects: input.is_projects,
        limit: input.limit,
        offset: input.offset,
        actor,
        lang,
      });
      const { customer_data, properties_data, projects_data } = result.data;
      return {
        data: {
          customer_data: absoluteMedia(toAgentAnswer(customer_data), services.env.baseUrl),
          properties_data: await propertyAnswers(properties_data, answerContext(call)),
          projects_data: absoluteMedia(projects_data.map(toProjectAnswer), services.env.baseUrl),
        },
        total: result.total,
      };
    },
  }),
];
