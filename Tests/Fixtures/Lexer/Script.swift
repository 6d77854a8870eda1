#!/usr/bin/env swift
print("script")
