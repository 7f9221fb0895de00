import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { ResumeText } from "./resume-text";

afterEach(cleanup);

const profile = {
  name: "Lin Qiu 林秋",
  photo: "/avatar.svg",
  headline: "Full-stack developer",
  summary: "I build web applications end to end.",
  details: [
    { label: "City", value: "Hangzhou, China 杭州" },
    { label: "Email", value: "owner@example.com" },
    { label: "Website", value: "https://notes.example.org/" },
  ],
  education: [{ school: "Zhejiang University 浙江大学", degree: "Master of Engineering", major: "Computer Technology", period: "2014 - 2017" }],
  skills: ["TypeScript", "PostgreSQL"],
};

describe("the resume as text", () => {
  it("shows every part of the profile as text, the e-mail address and website as links", () => {
    render(<ResumeText profile={profile} />);
    const resume = screen.getByRole("article", { name: "Lin Qiu 林秋" });
    expect(within(resume).getByText("Full-stack developer")).toBeVisible();
    expect(within(resume).getByText("Hangzhou, China 杭州")).toBeVisible();
    expect(within(resume).getByRole("link", { name: "owner@example.com" })).toHaveAttribute("href", "mailto:owner@example.com");
    const website = within(resume).getByRole("link", { name: "notes.example.org" });
    expect(website).toHaveAttribute("href", "https://notes.example.org/");
    expect(website).toHaveAttribute("rel", "me");
    expect(within(resume).getByText("Zhejiang University 浙江大学")).toBeVisible();
    expect(within(resume).getByText("Master of Engineering, Computer Technology")).toBeVisible();
    expect(within(within(resume).getByRole("region", { name: "Skills" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["TypeScript", "PostgreSQL"]);
  });

  it("never links a value that is neither an address nor a web page", () => {
    render(<ResumeText profile={{ ...profile, details: [{ label: "Note", value: "javascript:alert(1)" }] }} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByText("javascript:alert(1)")).toBeVisible();
  });
});
