// Hand-written types of the modules the shell loads from the remotes (federation `dts: false`: the plugin's type
// download would need every remote running at build time). Each exposes a route component as its default export.
// Keep in sync with the `exposes` of each remote's webpack.config.js and with routing/routeTable.ts.

type RemotePage = import('react').ComponentType;

declare module 'mf_home/HomePage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_home/WellnessPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_home/JournalPage' {
  const Page: RemotePage;
  export default Page;
}

declare module 'mf_business/BusinessesPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_business/BusinessDashboardPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_business/AnalyticsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_business/ContentPlanPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_business/NotesPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_business/MeetingNotesPage' {
  const Page: RemotePage;
  export default Page;
}

declare module 'mf_social/SocialMediaPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_social/PodcastsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_social/FeedsPage' {
  const Page: RemotePage;
  export default Page;
}

declare module 'mf_community/CommunityPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_community/AdminPage' {
  const Page: RemotePage;
  export default Page;
}

declare module 'mf_teams/TeamsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_teams/TeamChatPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_teams/TeamGoalsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_teams/TeamSettingsPage' {
  const Page: RemotePage;
  export default Page;
}

declare module 'mf_settings/SettingsPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_settings/CheckoutPage' {
  const Page: RemotePage;
  export default Page;
}
declare module 'mf_settings/NotificationsPage' {
  const Page: RemotePage;
  export default Page;
}
