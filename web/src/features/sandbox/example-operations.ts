import type { GraphiQLProps } from "graphiql";

/** Tabs a developer finds the first time the sandbox opens; afterwards GraphiQL restores their own. */
export const EXAMPLE_TABS: NonNullable<GraphiQLProps["defaultTabs"]> = [
  {
    query: `# Welcome to the Quiet Notes API sandbox.
# Run with the play button or Ctrl/Cmd + Enter.
# The top icon on the left opens the schema's documentation.
query HomePageExample {
  siteInfo {
    title
    description
  }
  homeInfo {
    today
    note
  }
  dailySentences(limit: 3) {
    total
    items {
      cn
      en
    }
  }
  articles(limit: 5, orderBy: CREATE_TIME, direction: DESC) {
    total
    items {
      id
      title
      createTime
      hits
    }
  }
}
`,
  },
  {
    query: `# One article by id; hidden ones are found only when you are signed in.
query ArticleExample($id: Int!) {
  article(id: $id) {
    id
    title
    subtitle
    createTime
    hits
    content
  }
}
`,
    variables: `{ "id": 1 }`,
  },
  {
    query: `# The owner's resume, as the about page draws it.
query ProfileExample {
  ownerProfile {
    name
    headline
    details {
      label
      value
    }
    education {
      school
      period
    }
    skills
  }
}
`,
  },
  {
    query: `# Who the sandbox is signed in as: sign in at /logup in this browser, then run this again.
query MeExample {
  me {
    id
    name
    role
    roleAuth
  }
}
`,
  },
];
